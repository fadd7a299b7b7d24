import { timingSafeEqual } from 'node:crypto';
import { jsonError, jsonResponse } from '@/lib/server/json-request';
import { handleRoute } from '@/lib/server/json-route';
import { deliverPending } from '@/lib/mail/queue';
import { resumeLabWorkNow } from '@/lib/review';
import { getStore } from '@/lib/store';
import { purgeIfDue } from '@/lib/store/retention';
import { serverEnv } from '@/lib/env';

/** Delivery can wait on a slow SMTP server for a batch of e-mails. */
export const maxDuration = 60;

const matches = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * GET /api/cron/mail: finishes review lab work left pending, then delivers the e-mails still waiting (lib/mail/queue.ts), and once a day deletes the records past their retention period (lib/store/retention.ts). Vercel Cron calls it on
 * the schedule in vercel.json with `Authorization: Bearer $CRON_SECRET`; anyone else gets 401, and
 * without CRON_SECRET it answers 503 (pending mail still goes out with a later form a visitor sends:
 * a request sweeps the queue at most once a minute, lib/mail/queue.ts).
 */
export function GET(request: Request): Promise<Response> {
  return handleRoute('cron-mail', async () => {
    const secret = serverEnv().CRON_SECRET;
    if (!secret) return jsonError(503, 'CRON_SECRET is not set, so the scheduled delivery is off.');
    if (!matches(request.headers.get('authorization') ?? '', `Bearer ${secret}`)) return jsonError(401, 'Not authorised.');
    // Lab work a stopped server left (lib/review/lab/job.ts) first: finishing it queues the visitor's e-mail.
    const labsResumed = await resumeLabWorkNow(getStore());
    const delivered = await deliverPending(getStore());
    // Records past the privacy policy's periods (lib/store/retention.ts), at most once a day.
    const purged = await purgeIfDue(getStore());
    return jsonResponse(200, { ...delivered, labsResumed, purged });
  });
}
