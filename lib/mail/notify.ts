import 'server-only';
import type { RecordKind, Store, StoredRecord } from '@/lib/store';
import type { Mailer } from './index';
import { deliverAfterResponse, queueMail, type QueuedMail } from './queue';
import type { MailMessage } from './templates';

/** An e-mail to send about something accepted: what it says, what it is, the record it belongs to. */
export interface Notice {
  message: MailMessage;
  /** 'lead-notice', 'guide', 'inquiry-notice', 'review', 'review-notice', 'payment-notice' (QueuedMail['purpose']). */
  purpose: string;
  ref?: QueuedMail['ref'];
}

/**
 * The promise every accepted form keeps, in one place: its e-mails are stored before the visitor is
 * answered and delivered after the answer (lib/mail/queue.ts: retried with backoff while mail is
 * down, by later requests and the cron). So the answer depends only on the store, nothing accepted
 * is lost, and mail never makes a visitor wait. `alsoQueued` names e-mails the request queued
 * another way (the review's own e-mail, lib/review/record.ts), delivered with the notices.
 */
export async function notifyAfterResponse(store: Store, mailer: Mailer, notices: readonly Notice[], alsoQueued: readonly string[] = []): Promise<void> {
  const ids = [...alsoQueued];
  for (const notice of notices) ids.push((await queueMail(store, notice.message, notice.purpose, notice.ref ?? null)).id);
  deliverAfterResponse(store, ids, mailer);
}

/** Stores a record, then the notices made from it (they name its id), as notifyAfterResponse does. */
export async function keepAndNotify<T extends object>(
  store: Store,
  mailer: Mailer,
  kind: RecordKind,
  data: T,
  notices: (record: StoredRecord<T>) => readonly Notice[],
): Promise<StoredRecord<T>> {
  const record = await store.addRecord(kind, data);
  await notifyAfterResponse(store, mailer, notices(record));
  return record;
}
