import 'server-only';
import { absoluteUrl } from '@/lib/config';
import { logEvent } from '@/lib/log';
import { getMailer, type Mailer } from '@/lib/mail';
import { guideEmail, newInquiryNotification, newLeadNotification } from '@/lib/mail/templates';
import type { Store } from '@/lib/store';
import { findGuideByUrl } from './guide-catalog';
import type { ContactRequest } from './contact-schema';
import type { GuideRequest, LeadCaptureRequest } from './schema';

/** A lead as stored: the spec's lead capture record, with the download URL rebuilt on our origin. */
export interface LeadRecord {
  email: string;
  source: 'lead_magnet';
  industry: string;
  page: string;
  metadata: { fileName: string; downloadUrl: string };
}

export interface InquiryRecord {
  name: string;
  email: string;
  company?: string;
  website?: string;
  message?: string;
  utm: Record<string, string>;
  handled: boolean;
}

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 502; error: string };

const unknownGuide = (): ServiceResult<never> => ({
  ok: false,
  status: 400,
  error: "downloadUrl: must be one of this site's guides.",
});

/**
 * Stores a guide lead durably, then tells the studio. The answer depends only on the store: a
 * notification that fails is logged (the lead is already in the inbox), never lost silently.
 */
export async function captureLead(
  store: Store,
  input: LeadCaptureRequest,
  origins: readonly string[],
  mailer: Mailer = getMailer(),
): Promise<ServiceResult<{ id: string }>> {
  const guide = findGuideByUrl(input.metadata.downloadUrl, origins);
  if (!guide) return unknownGuide();
  const lead: LeadRecord = {
    email: input.email.toLowerCase(),
    source: 'lead_magnet',
    industry: input.industry,
    page: input.page,
    metadata: { fileName: guide.fileName, downloadUrl: absoluteUrl(guide.downloadUrl) },
  };
  const record = await store.addRecord('lead', lead);
  logEvent('info', 'lead_captured', { id: record.id, industry: lead.industry, fileName: lead.metadata.fileName });
  try {
    await mailer.send(newLeadNotification(mailer.inbox, { ...lead, fileName: lead.metadata.fileName, id: record.id }));
  } catch (error) {
    logEvent('error', 'lead_notification_failed', { id: record.id, error: (error as Error).message });
  }
  return { ok: true, value: { id: record.id } };
}

/** E-mails the guide's link (always on our own origin) to the visitor; 502 when mail fails. */
export async function sendGuide(
  input: GuideRequest,
  origins: readonly string[],
  mailer: Mailer = getMailer(),
): Promise<ServiceResult<null>> {
  const guide = findGuideByUrl(input.downloadUrl, origins);
  if (!guide) return unknownGuide();
  try {
    await mailer.send(guideEmail({ to: input.email, title: guide.title, downloadUrl: absoluteUrl(guide.downloadUrl) }));
    logEvent('info', 'guide_sent', { fileName: guide.fileName, industry: input.industry });
    return { ok: true, value: null };
  } catch (error) {
    logEvent('error', 'guide_send_failed', { fileName: guide.fileName, error: (error as Error).message });
    return { ok: false, status: 502, error: 'We could not send the e-mail just now. Please try again in a few minutes.' };
  }
}

/**
 * Stores an inquiry, then notifies the studio's inbox. A filled honeypot stores nothing and sends
 * nothing, but answers like a success so a bot learns nothing.
 */
export async function submitInquiry(
  store: Store,
  input: ContactRequest,
  mailer: Mailer = getMailer(),
): Promise<ServiceResult<{ id: string | null }>> {
  if (input.company_website) {
    logEvent('info', 'inquiry_honeypot', {});
    return { ok: true, value: { id: null } };
  }
  const utm = Object.fromEntries(
    (['utm_source', 'utm_medium', 'utm_campaign'] as const).flatMap((key) => (input[key] ? [[key, input[key]]] : [])),
  );
  const inquiry: InquiryRecord = {
    name: input.name,
    email: input.email.toLowerCase(),
    ...(input.company ? { company: input.company } : {}),
    ...(input.website ? { website: input.website } : {}),
    ...(input.message ? { message: input.message } : {}),
    utm,
    handled: false,
  };
  const record = await store.addRecord('inquiry', inquiry);
  logEvent('info', 'inquiry_received', { id: record.id });
  try {
    await mailer.send(newInquiryNotification(mailer.inbox, { ...inquiry, id: record.id }));
  } catch (error) {
    logEvent('error', 'inquiry_notification_failed', { id: record.id, error: (error as Error).message });
  }
  return { ok: true, value: { id: record.id } };
}
