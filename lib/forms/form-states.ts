import type { ContactField, ContactValues } from '@/lib/leads/contact-fields';
import type { RequiredReviewField, ReviewValues } from '@/lib/review/client';

/**
 * What a form shows after it was posted without script (each feature's actions.ts): the page is rendered
 * again with this state, so a visitor on a slow phone or with scripts blocked sees the same messages
 * as everyone else, with what they typed still in the fields. No field ever travels in a URL.
 * With script the forms call the JSON API themselves and never post; their state stays 'idle'.
 */

export type ContactFormState =
  | { status: 'idle' }
  | { status: 'invalid'; values: ContactValues; problems: Partial<Record<ContactField, string>> }
  | { status: 'failed'; values: ContactValues; error: string }
  | { status: 'sent' };

export type GuideFormState =
  | { status: 'idle' }
  | { status: 'invalid'; email: string; problem: string }
  | { status: 'failed'; email: string }
  | { status: 'sent'; email: string; downloadUrl: string };

/** A review that succeeds goes to its report page, so only problems come back here. */
export type ReviewFormState =
  | { status: 'idle' }
  | { status: 'invalid'; values: ReviewValues; problems: Partial<Record<RequiredReviewField, string>> }
  | { status: 'failed'; values: ReviewValues; title: string; description: string; limit?: number };

export type PaymentFormState =
  | { status: 'idle' }
  /** Stripe made the checkout: the page offers the link (a redirect to another site after a form post is refused by form-action 'self'). */
  | { status: 'ready'; product: string; url: string }
  | { status: 'failed'; product: string; title: string; description: string };

export const IDLE = { status: 'idle' } as const;

/** A form's server action as useActionState calls it; the page passes it to the form's island. */
export type FormAction<State> = (previous: State, form: FormData) => Promise<State>;
