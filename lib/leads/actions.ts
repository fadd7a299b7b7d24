'use server';

import type { ContactFormState, GuideFormState } from '@/lib/forms/form-states';
import { formCaller, textField } from '@/lib/server/form-post';
import { captureGuideLead, sendGuideEmail, sendInquiry } from './commands';
import { CONTACT_FIELDS, type ContactValues } from './contact-fields';
import { guideCatalog } from './guide-catalog';
import { buildGuidePayloads } from './guide-payload';
import { resolveGuideIndustry } from './guide-industry';
import { pickUtm } from './utm';

/*
 * The contact and guide forms' server actions, for a post without script. A form rendered on the
 * server posts here (multipart, to its own page) when it is submitted before its script has run: the
 * action runs the command the JSON route runs for the script, with the visitor taken from the post's
 * headers (lib/server/form-post.ts), and turns its result into the state the page is rendered with.
 * Next refuses a post from another origin.
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
