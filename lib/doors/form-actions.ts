'use server';

import { redirect } from 'next/navigation';
import { paymentProducts } from '@/content/payments';
import { startCheckout } from '@/lib/commands/checkout';
import { captureGuideLead, sendGuideEmail } from '@/lib/commands/guide';
import { sendInquiry } from '@/lib/commands/inquiry';
import { reviewWebsite } from '@/lib/commands/review';
import { guideCatalog } from '@/lib/leads/guide-catalog';
import { buildGuidePayloads } from '@/lib/leads/guide-payload';
import { resolveGuideIndustry } from '@/lib/leads/guide-industry';
import { pickUtm } from '@/lib/leads/utm';
import { checkoutFailureToast } from '@/lib/payments/checkout-toast';
import { reviewFailureToast, REVIEW_FIELDS, type ReviewValues } from '@/lib/review';
import { formCaller, textField } from './form-post';
import { CONTACT_FIELDS, type ContactValues } from '@/lib/leads/contact-fields';
import type { ContactFormState, GuideFormState, PaymentFormState, ReviewFormState } from './form-states';

/*
 * The forms' door without script. A form rendered on the server posts here (multipart, to its own
 * page) when it is submitted before its script has run; each action runs the same command
 * (lib/commands) the JSON API runs for the script, with the visitor taken from the post's headers,
 * and turns its result into the state the page is rendered with. Next refuses a post from another
 * origin.
 */

export async function sendContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, textField(form, field)])) as ContactValues;
  const { caller, page } = await formCaller();
  const utm = pickUtm((key) => page.searchParams.get(key));
  const result = await sendInquiry({ ...values, company_website: textField(form, 'company_website'), ...utm }, caller);
  if (result.ok) return { status: 'sent' };
  const problems = Object.fromEntries(CONTACT_FIELDS.flatMap((field) => (result.problems?.[field] ? [[field, result.problems[field]]] : [])));
  if (Object.keys(problems).length > 0) return { status: 'invalid', values, problems };
  return { status: 'failed', values, error: result.error };
}

export async function sendGuideForm(_previous: GuideFormState, form: FormData): Promise<GuideFormState> {
  const email = textField(form, 'email');
  const guide = guideCatalog.get(textField(form, 'guide'));
  if (!guide) return { status: 'failed', email };
  const { caller, page } = await formCaller();
  const payloads = buildGuidePayloads({ ...guide, industry: resolveGuideIndustry(guide.industry) }, email, page);
  const lead = await captureGuideLead(payloads.lead, caller);
  if (!lead.ok) return lead.problems?.email ? { status: 'invalid', email, problem: lead.problems.email } : { status: 'failed', email };
  const sent = await sendGuideEmail(payloads.guide, caller);
  if (!sent.ok) return { status: 'failed', email };
  return { status: 'sent', email: payloads.guide.email, downloadUrl: new URL(payloads.guide.downloadUrl).pathname };
}

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

export async function startPaymentForm(_previous: PaymentFormState, form: FormData): Promise<PaymentFormState> {
  const product = paymentProducts.find((option) => option.id === textField(form, 'product')) ?? paymentProducts[0]!;
  const { caller, page } = await formCaller();
  const result = await startCheckout({ amount: product.amount, title: product.title }, caller);
  if (result.ok && /^https?:\/\//.test(result.value.url)) return { status: 'ready', product: product.id, url: result.value.url };
  // /payment?booked=1 is where the scheduler sends a visitor who just booked.
  return { status: 'failed', product: product.id, ...checkoutFailureToast(page.searchParams.get('booked') === '1', result.ok ? '' : result.error) };
}
