/**
 * The free review form's fields, in the form's order. The form, its post without script
 * (./actions.ts), its states and its request schema (./schema.ts) all take them from
 * here; the first two are required. No zod, so the form's island can import it.
 */
export const REVIEW_FIELDS = ['website_url', 'email', 'focus_area', 'industry'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewValues = Record<ReviewField, string>;
export type RequiredReviewField = Extract<ReviewField, 'website_url' | 'email'>;
