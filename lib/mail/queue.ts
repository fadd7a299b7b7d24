import 'server-only';
import { AfterResponse } from '@/lib/server/after-response';
import { Slots } from '@/lib/server/slots';
import { logEvent } from '@/lib/server/log';
import type { RecordKind, Store, StoredRecord } from '@/lib/store';
import { purgeIfDue } from '@/lib/store/retention';
import { getMailer, type Mailer } from './index';
import type { MailMessage } from './templates';

/**
 * Mail out of the request path, and never lost: a form's record is stored with its e-mails queued
 * beside it (records of kind 'mail'), the answer goes back at once, and after the response (Next's
 * after()) the request sends the e-mails it queued itself, looked up by id. An e-mail that cannot be
 * delivered stays pending and is retried with backoff by a sweep of everything still waiting: the
 * scheduled route (/api/cron/mail, a Vercel Cron), and a later request at most once per
 * mailRetry.sweepSeconds across all servers, so a burst of forms costs one read of its own e-mail
 * each, not a read of the whole queue each. The studio's inbox shows what is waiting or has failed.
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
  /** A request sweeps the whole queue at most once in this many seconds, across all servers. */
  sweepSeconds: 60,
  /** SMTP sessions one server holds open at once; a burst of e-mails waits its turn here, not at the mail server. */
  sessions: 4,
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

const sessions = new Slots(mailRetry.sessions);

/**
 * What one try at one e-mail came to: sent; given up; deferred after a failure; held (not due, or
 * another worker holds it); or settled elsewhere (another worker delivered or gave it up).
 */
type Outcome = 'sent' | 'failed' | 'deferred' | 'held' | 'elsewhere';

/**
 * One try at one e-mail. Once a session is free it reads the e-mail afresh and takes the lease (so
 * neither ages in the line), and of concurrent workers exactly one sends. Never throws for a failed e-mail.
 */
function attempt(store: Store, mailer: Mailer, id: string, now: Date): Promise<Outcome> {
  return sessions.use(async () => {
    const record = await store.getRecord<QueuedMail>('mail', id);
    if (!record || record.data.status !== 'pending') return 'elsewhere';
    if (Date.parse(record.data.nextAttemptAt) > now.getTime()) return 'held';
    // The counter's first increment is the lease.
    if ((await store.increment(`mail-lease:${id}:${record.data.attempts}`, mailRetry.leaseSeconds)) !== 1) return 'held';
    const attempts = record.data.attempts + 1;
    try {
      await mailer.send(record.data.message);
      await store.updateRecord<QueuedMail>('mail', id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null });
      logEvent('info', 'mail_delivered', { id, purpose: record.data.purpose, attempts });
      return 'sent';
    } catch (error) {
      const lastError = (error as Error).message.slice(0, 500);
      const gaveUp = attempts >= mailRetry.maxAttempts;
      const wait = mailRetry.backoffSeconds[Math.min(attempts - 1, mailRetry.backoffSeconds.length - 1)]!;
      await store.updateRecord<QueuedMail>('mail', id, {
        status: gaveUp ? 'failed' : 'pending',
        attempts,
        lastError,
        nextAttemptAt: new Date(now.getTime() + wait * 1000).toISOString(),
      });
      logEvent('error', gaveUp ? 'mail_failed' : 'mail_deferred', { id, purpose: record.data.purpose, attempts, error: lastError });
      return gaveUp ? 'failed' : 'deferred';
    }
  });
}

const count = (run: DeliveryRun, outcome: Outcome) => {
  if (outcome === 'sent' || outcome === 'failed') run[outcome] += 1;
  else if (outcome !== 'elsewhere') run.waiting += 1;
};

/** Sends what is due of the whole queue, oldest first, at most mailRetry.batch tries; failures wait their backoff. */
export async function deliverPending(store: Store, mailer: Mailer = getMailer(), now: Date = new Date()): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, waiting: 0 };
  const pending = (await recentMail(store, now)).filter((r) => r.data.status === 'pending').reverse();
  let budget: number = mailRetry.batch;
  for (const record of pending) {
    if (budget <= 0 || Date.parse(record.data.nextAttemptAt) > now.getTime()) {
      count(run, 'held');
      continue;
    }
    const outcome = await attempt(store, mailer, record.id, now);
    // Only a real try costs this run one of its batch.
    if (outcome === 'sent' || outcome === 'failed' || outcome === 'deferred') budget -= 1;
    count(run, outcome);
  }
  return run;
}

/** Sends the given queued e-mails (those a request has just queued), each read by its id. */
export async function deliverQueued(store: Store, ids: readonly string[], mailer: Mailer = getMailer(), now: Date = new Date()): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, waiting: 0 };
  for (const id of ids) count(run, await attempt(store, mailer, id, now));
  return run;
}

/** Whether this caller sweeps the queue now: the first in each window of mailRetry.sweepSeconds, across servers. */
async function sweepIsDue(store: Store): Promise<boolean> {
  return (await store.increment('mail-sweep', mailRetry.sweepSeconds)) === 1;
}

const deliveries = new AfterResponse('mail_delivery_run_failed');

/**
 * After the response has been sent (lib/server/after-response.ts): the e-mails this request queued,
 * then, when a sweep is due, whatever else is waiting (mail that failed earlier, a stopped server's).
 */
export function deliverAfterResponse(store: Store, ids: readonly string[], mailer?: Mailer): void {
  deliveries.run(async () => {
    await deliverQueued(store, ids, mailer);
    if (!(await sweepIsDue(store))) return;
    await deliverPending(store, mailer);
    // Records past the privacy policy's periods go once a day, on the same sweep (self-hosting has no cron).
    await purgeIfDue(store);
  });
}

/** Resolves when every delivery run started so far has finished (graceful shutdown, tests). */
export async function deliveriesSettled(): Promise<void> {
  await deliveries.settled();
}
