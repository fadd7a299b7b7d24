'use server';

import { redirect } from 'next/navigation';
import type { ReviewFormState } from '@/lib/forms/form-states';
import { formCaller, textField } from '@/lib/server/form-post';
import { reviewFailureToast, REVIEW_FIELDS, type ReviewValues } from './client';
import { reviewWebsite } from './commands';

/*
 * The review form's server action, for a post without script. A form rendered on the server posts here
 * (multipart, to its own page) when it is submitted before its script has run: the action runs the
 * command the JSON route runs for the script, with the visitor taken from the post's headers
 * (lib/server/form-post.ts), and turns its result into the state the page is rendered with. Next
 * refuses a post from another origin.
 */

export async function reviewWebsiteForm(_previous: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const values = Object.fromEntries(REVIEW_FIELDS.map((field) => [field, textField(form, field).trim()])) as ReviewValues;
  const result = await reviewWebsite(values, (await formCaller()).caller);
  // The full report has its own page; a redirect after the post keeps the answer off a re-post.
  if (result.ok) redirect(result.value.reportUrl);

  // What the script marks inline: the address's and the e-mail's problems, in the request schema's words (the spec's when missing).
  const problems: Extract<ReviewFormState, { status: 'invalid' }>['problems'] = {};
  if (result.problems?.website_url) problems.website_url = result.problems.website_url;
  if (result.problems?.email) problems.email = result.problems.email;
  if (problems.website_url || problems.email) return { status: 'invalid', values, problems };
  return { status: 'failed', values, ...reviewFailureToast(result.status, { error: result.error, ...result.details }) };
}
