import 'server-only';
import { absoluteUrl } from '@/lib/site/config';
import { logEvent } from '@/lib/server/log';
import { getMailer, type Mailer } from '@/lib/mail';
import { keepAndNotify, notifyAfterResponse } from '@/lib/mail/notify';
import { guideEmail, newInquiryNotification, newLeadNotification } from '@/lib/mail/templates';
import type { Store } from '@/lib/store';
import { findGuideByUrl } from './guide-catalog';
import type { ContactRequest } from './contact-schema';
import { pickUtm } from './utm';
import type { GuideRequest, LeadCaptureRequest } from './schema';
import { failure, type Result } from '@/lib/server/result';

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

const unknownGuide = () => failure('invalid', "downloadUrl: must be one of this site's guides.");

/**
 * Stores a guide lead durably with the studio's notice queued beside it; the notice goes out after
 * the answer and is retried while mail is down (lib/mail/queue.ts). The answer depends only on the store.
 */
export async function captureLead(
  store: Store,
  input: LeadCaptureRequest,
  origins: readonly string[],
  mailer: Mailer = getMailer(),
): Promise<Result<{ id: string }>> {
  const guide = findGuideByUrl(input.metadata.downloadUrl, origins);
  if (!guide) return unknownGuide();
  const lead: LeadRecord = {
    email: input.email,
    source: 'lead_magnet',
    industry: input.industry,
    page: input.page,
    metadata: { fileName: guide.fileName, downloadUrl: absoluteUrl(guide.downloadUrl) },
  };
  const record = await keepAndNotify(store, mailer, 'lead', lead, ({ id }) => [
    { message: newLeadNotification(mailer.inbox, { ...lead, fileName: lead.metadata.fileName, id }), purpose: 'lead-notice', ref: { kind: 'lead', id } },
  ]);
  logEvent('info', 'lead_captured', { id: record.id, industry: lead.industry, fileName: lead.metadata.fileName });
  return { ok: true, value: { id: record.id } };
}

/**
 * Queues the guide's e-mail (its link always on our own origin) to the visitor: it goes out after
 * the answer, and while mail is down it waits and is retried, so the visitor's request never fails
 * for it (202: accepted to send).
 */
export async function sendGuide(
  store: Store,
  input: GuideRequest,
  origins: readonly string[],
  mailer: Mailer = getMailer(),
): Promise<Result<null>> {
  const guide = findGuideByUrl(input.downloadUrl, origins);
  if (!guide) return unknownGuide();
  await notifyAfterResponse(store, mailer, [{ message: guideEmail({ to: input.email, title: guide.title, downloadUrl: absoluteUrl(guide.downloadUrl) }), purpose: 'guide' }]);
  logEvent('info', 'guide_queued', { fileName: guide.fileName, industry: input.industry });
  return { ok: true, value: null };
}

/**
 * Stores an inquiry with the studio's notice queued beside it (sent after the answer, retried while
 * mail is down). A filled honeypot stores nothing and sends nothing, but answers like a success so
 * a bot learns nothing.
 */
export async function submitInquiry(
  store: Store,
  input: ContactRequest,
  mailer: Mailer = getMailer(),
): Promise<Result<{ id: string | null }>> {
  if (input.company_website) {
    logEvent('info', 'inquiry_honeypot', {});
    return { ok: true, value: { id: null } };
  }
  const utm = pickUtm((key) => input[key]);
  const inquiry: InquiryRecord = {
    name: input.name,
    email: input.email,
    ...(input.company ? { company: input.company } : {}),
    ...(input.website ? { website: input.website } : {}),
    ...(input.message ? { message: input.message } : {}),
    utm,
    handled: false,
  };
  const record = await keepAndNotify(store, mailer, 'inquiry', inquiry, ({ id }) => [
    { message: newInquiryNotification(mailer.inbox, { ...inquiry, id }), purpose: 'inquiry-notice', ref: { kind: 'inquiry', id } },
  ]);
  logEvent('info', 'inquiry_received', { id: record.id });
  return { ok: true, value: { id: record.id } };
}
