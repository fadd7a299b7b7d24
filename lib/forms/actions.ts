'use server';

import { redirect } from 'next/navigation';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postLead } from '@/app/api/capture-lead/route';
import { POST as postGuide } from '@/app/api/send-guide/route';
import { POST as postReview } from '@/app/api/ai-feedback/route';
import { POST as postPayment } from '@/app/api/create-payment/route';
import { paymentProducts, paymentToasts } from '@/content/payments';
import { contactProblems } from '@/lib/leads/contact-schema';
import { guideCatalog } from '@/lib/leads/guide-catalog';
import { buildGuidePayloads } from '@/lib/leads/guide-payload';
import { emailProblem } from '@/lib/leads/schema';
import { reviewFieldMessages, reviewToasts } from '@/lib/review/messages';
import { callJsonRoute, postingPage, textField } from './call-route';
import type { ContactFormState, ContactValues, GuideFormState, PaymentFormState, ReviewFormState, ReviewValues } from './states';

/*
 * The forms' path without script. A form rendered on the server posts here (multipart, to its own
 * page) when it is submitted before its script has run; each action runs the same JSON route
 * handler the script would have called, with the visitor's own headers (lib/forms/call-route.ts),
 * and returns the state the page is rendered with. Next refuses a post from another origin.
 */

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export async function sendContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values: ContactValues = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    company: textField(form, 'company'),
    website: textField(form, 'website'),
    message: textField(form, 'message'),
  };
  const problems = contactProblems(values);
  if (Object.keys(problems).length > 0) return { status: 'invalid', values, problems };
  const page = await postingPage();
  const utm = Object.fromEntries(UTM_KEYS.flatMap((key) => (page.searchParams.get(key) ? [[key, page.searchParams.get(key)!.slice(0, 100)]] : [])));
  const answer = await callJsonRoute(postContact, '/api/contact', { ...values, company_website: textField(form, 'company_website'), ...utm });
  if (answer.status === 201) return { status: 'sent' };
  return { status: 'failed', values, error: typeof answer.body.error === 'string' ? answer.body.error : `The server answered ${answer.status}.` };
}

export async function sendGuideForm(_previous: GuideFormState, form: FormData): Promise<GuideFormState> {
  const email = textField(form, 'email');
  const problem = emailProblem(email);
  if (problem) return { status: 'invalid', email, problem };
  const guide = guideCatalog.get(textField(form, 'guide'));
  if (!guide) return { status: 'failed', email };
  const payloads = buildGuidePayloads(guide, email, await postingPage());
  const lead = await callJsonRoute(postLead, '/api/capture-lead', payloads.lead);
  if (lead.status !== 201) return { status: 'failed', email };
  const sent = await callJsonRoute(postGuide, '/api/send-guide', payloads.guide);
  if (sent.status !== 202) return { status: 'failed', email };
  return { status: 'sent', email: payloads.guide.email, downloadUrl: new URL(payloads.guide.downloadUrl).pathname };
}

export async function reviewWebsiteForm(_previous: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const values: ReviewValues = {
    website_url: textField(form, 'website_url').trim(),
    email: textField(form, 'email').trim(),
    focus_area: textField(form, 'focus_area').trim(),
    industry: textField(form, 'industry').trim(),
  };
  const problems: Extract<ReviewFormState, { status: 'invalid' }>['problems'] = {};
  if (!values.website_url) problems.website_url = reviewFieldMessages.website_url.description;
  const emailIssue = values.email ? emailProblem(values.email) : reviewFieldMessages.email.description;
  if (emailIssue) problems.email = emailIssue;
  if (problems.website_url || problems.email) return { status: 'invalid', values, problems };

  const answer = await callJsonRoute(postReview, '/api/ai-feedback', values);
  const { body } = answer;
  // The full report has its own page; a redirect after the post keeps the answer off a re-post.
  if (answer.status === 200 && typeof body.reportUrl === 'string' && body.reportUrl.startsWith('/review/')) redirect(body.reportUrl);
  if (answer.status === 429 && typeof body.limit === 'number') return { status: 'failed', values, ...reviewToasts.limit(body.limit), limit: body.limit };
  if ((answer.status === 400 || answer.status === 422) && typeof body.error === 'string') {
    return { status: 'failed', values, title: reviewToasts.failed.title, description: body.error };
  }
  return { status: 'failed', values, ...reviewToasts.failed };
}

export async function startPaymentForm(_previous: PaymentFormState, form: FormData): Promise<PaymentFormState> {
  const product = paymentProducts.find((option) => option.id === textField(form, 'product')) ?? paymentProducts[0]!;
  // /payment?booked=1 is where the scheduler sends a visitor who just booked.
  const failure = (await postingPage()).searchParams.get('booked') === '1' ? paymentToasts.afterBooking : paymentToasts.payment;
  const answer = await callJsonRoute(postPayment, '/api/create-payment', { amount: product.amount, title: product.title });
  const { url, error } = answer.body;
  if (answer.status === 200 && typeof url === 'string' && /^https?:\/\//.test(url)) return { status: 'ready', product: product.id, url };
  return { status: 'failed', product: product.id, title: failure.title, description: typeof error === 'string' && error ? error : failure.fallback };
}
