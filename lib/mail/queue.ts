import 'server-only';
import { AfterResponse } from '@/lib/http/after-response';
import { logEvent } from '@/lib/log';
import type { RecordKind, Store, StoredRecord } from '@/lib/store';
import { getMailer, type Mailer } from './index';
import type { MailMessage } from './templates';

/**
 * Mail out of the request path, and never lost: a form's record is stored with its e-mails queued
 * beside it (records of kind 'mail'), the answer goes back at once, and delivery happens after the
 * response (Next's after()). An e-mail that cannot be delivered stays pending and is retried with
 * backoff on later requests and by the scheduled route (/api/cron/mail, a Vercel Cron), and the
 * studio's inbox shows what is still waiting or has failed.
 */
export interface QueuedMail {
  message: MailMessage;
  /** What it is, for the inbox and the logs: 'lead-notice', 'guide', 'inquiry-notice', 'review', 'review-notice', 'payment-notice'. */
  purpose: string;
  /** The record it belongs to, when there is one. */
  ref: { kind: RecordKind; id: string } | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** ISO time of the next try (pending only). */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

export const mailRetry = {
  /** Tries in all before an e-mail is marked failed (it stays visible in the inbox). */
  maxAttempts: 10,
  /** Seconds to wait after the first, second… failed try; the last value repeats. */
  backoffSeconds: [30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600],
  /** One delivery at a time per e-mail: a worker holds it this long. */
  leaseSeconds: 120,
  /** E-mails sent per delivery run. */
  batch: 20,
  /** How far back a run looks for pending e-mails. */
  lookbackDays: 14,
} as const;

/** Stores an e-mail to send; it goes out after the response (deliverAfterResponse) or on a later run. */
export async function queueMail(store: Store, message: MailMessage, purpose: string, ref: QueuedMail['ref'] = null): Promise<StoredRecord<QueuedMail>> {
  return store.addRecord<QueuedMail>('mail', {
    message,
    purpose,
    ref,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date().toISOString(),
    lastError: null,
    sentAt: null,
  });
}

export interface DeliveryRun {
  sent: number;
  failed: number;
  /** Still pending after this run (due later, or held by another worker). */
  waiting: number;
}

/** E-mails of the last lookbackDays, newest first. */
function recentMail(store: Store, now: Date): Promise<StoredRecord<QueuedMail>[]> {
  return store.listRecords<QueuedMail>('mail', { since: new Date(now.getTime() - mailRetry.lookbackDays * 86_400_000) });
}

/** E-mails of the last lookbackDays not delivered (waiting or given up), newest first: the inbox shows them. */
export async function undeliveredMail(store: Store, now: Date = new Date()): Promise<StoredRecord<QueuedMail>[]> {
  return (await recentMail(store, now)).filter((r) => r.data.status !== 'sent');
}

/** Sends what is due, each e-mail by one worker at a time; failures wait their backoff. Never throws for a failed e-mail. */
export async function deliverPending(store: Store, mailer: Mailer = getMailer(), now: Date = new Date()): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, waiting: 0 };
  // Oldest first, so the longest-waiting e-mails go out first.
  const pending = (await recentMail(store, now)).filter((r) => r.data.status === 'pending').reverse();
  let budget: number = mailRetry.batch;
  for (const record of pending) {
    if (budget <= 0 || Date.parse(record.data.nextAttemptAt) > now.getTime()) {
      run.waiting += 1;
      continue;
    }
    // The counter's first increment is the lease: of concurrent workers exactly one sends.
    if ((await store.increment(`mail-lease:${record.id}:${record.data.attempts}`, mailRetry.leaseSeconds)) !== 1) {
      run.waiting += 1;
      continue;
    }
    budget -= 1;
    const attempts = record.data.attempts + 1;
    try {
      await mailer.send(record.data.message);
      await store.updateRecord<QueuedMail>('mail', record.id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null });
      logEvent('info', 'mail_delivered', { id: record.id, purpose: record.data.purpose, attempts });
      run.sent += 1;
    } catch (error) {
      const lastError = (error as Error).message.slice(0, 500);
      const gaveUp = attempts >= mailRetry.maxAttempts;
      const wait = mailRetry.backoffSeconds[Math.min(attempts - 1, mailRetry.backoffSeconds.length - 1)]!;
      await store.updateRecord<QueuedMail>('mail', record.id, {
        status: gaveUp ? 'failed' : 'pending',
        attempts,
        lastError,
        nextAttemptAt: new Date(now.getTime() + wait * 1000).toISOString(),
      });
      logEvent('error', gaveUp ? 'mail_failed' : 'mail_deferred', { id: record.id, purpose: record.data.purpose, attempts, error: lastError });
      if (gaveUp) run.failed += 1;
      else run.waiting += 1;
    }
  }
  return run;
}

const deliveries = new AfterResponse('mail_delivery_run_failed');

/** Delivers what is due after the response has been sent (lib/http/after-response.ts). */
export function deliverAfterResponse(store: Store, mailer?: Mailer): void {
  deliveries.run(() => deliverPending(store, mailer));
}

/** Resolves when every delivery run started so far has finished (graceful shutdown, tests). */
export async function deliveriesSettled(): Promise<void> {
  await deliveries.settled();
}
