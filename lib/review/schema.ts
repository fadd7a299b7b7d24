import * as z from 'zod/mini';
import { emailFieldRequiring, industryField } from '@/lib/leads/schema';
import type { ReviewField } from './fields';
import { reviewFieldMessages } from './messages';

/** POST /api/ai-feedback. The URL's scheme, port and address are checked again when it is fetched. */
export const reviewRequest = z.object({
  // satisfies below: the form's fields (./fields.ts), no more, no fewer.
  website_url: z
    .string({ error: reviewFieldMessages.website_url.description })
    .check(z.trim(), z.minLength(1, reviewFieldMessages.website_url.description), z.maxLength(2048, 'must be at most 2048 characters')),
  // Its own words when missing (the spec's), so the 400 and both doors say the same thing.
  email: emailFieldRequiring(reviewFieldMessages.email.description),
  focus_area: z.optional(z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters'))),
  // The page sends '' when no industry was chosen.
  industry: z.optional(z.union([industryField, z.literal('')])),
} satisfies Record<ReviewField, z.ZodMiniType>);

export type ReviewRequest = z.infer<typeof reviewRequest>;
