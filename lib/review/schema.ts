import * as z from 'zod/mini';
import { emailField, industryField } from '@/lib/leads/schema';
import { reviewFieldMessages } from './messages';


/** POST /api/ai-feedback. The URL's scheme, port and address are checked again when it is fetched. */
export const reviewRequest = z.object({
  website_url: z
    .string({ error: reviewFieldMessages.website_url.description })
    .check(z.trim(), z.minLength(1, reviewFieldMessages.website_url.description), z.maxLength(2048, 'must be at most 2048 characters')),
  email: emailField,
  focus_area: z.optional(z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters'))),
  // The page sends '' when no industry was chosen.
  industry: z.optional(z.union([industryField, z.literal('')])),
});

export type ReviewRequest = z.infer<typeof reviewRequest>;
