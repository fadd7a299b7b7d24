import * as z from 'zod/mini';
import { industrySlugs, type IndustrySlug } from '@/content/industries/registry';
import { REQUIRED_MESSAGES } from '@/lib/forms/required';

/**
 * Request schemas shared by the forms (inline messages) and the route handlers
 * (400 answers). zod/mini keeps what the browser downloads small.
 */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * The e-mail, normalised once, here: trimmed and lower-cased before it is checked, stored or counted.
 * `required` is what a request without one is told (each form's own words, from the spec).
 */
export const emailFieldRequiring = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.toLowerCase(), z.minLength(1, required), z.maxLength(254, EMAIL_MESSAGE), z.email(EMAIL_MESSAGE));

export const emailField = emailFieldRequiring(REQUIRED_MESSAGES.email);

export const industryField = z.enum(industrySlugs as [IndustrySlug, ...IndustrySlug[]]);

const absoluteHttpUrl = z.url({ protocol: /^https?$/, error: 'Must be an absolute http(s) URL.' });

export const leadCaptureRequest = z.object({
  email: emailField,
  source: z.literal('lead_magnet'),
  industry: industryField,
  page: absoluteHttpUrl,
  metadata: z.object({
    fileName: z.string().check(z.minLength(1), z.maxLength(200)),
    downloadUrl: absoluteHttpUrl,
  }),
});
export type LeadCaptureRequest = z.infer<typeof leadCaptureRequest>;

export const guideRequest = z.object({
  email: emailField,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  downloadUrl: absoluteHttpUrl,
  industry: industryField,
  page: absoluteHttpUrl,
});
export type GuideRequest = z.infer<typeof guideRequest>;

/** First problem with an e-mail address, or null when it is valid. */
export function emailProblem(value: string): string | null {
  const result = emailField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? EMAIL_MESSAGE);
}
