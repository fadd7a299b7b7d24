import 'server-only';
import { absoluteUrl } from '@/lib/site/config';
import { getMailer, type Mailer } from '@/lib/mail';
import { notifyAfterResponse, type Notice } from '@/lib/mail/notify';
import { deliverQueued, queueMail } from '@/lib/mail/queue';
import { newReviewNotification } from '@/lib/mail/templates';
import type { Store } from '@/lib/store';
import { reportPath, type ReviewRecord } from './record';
import { reviewEmail } from './render/email';
import type { ReviewReport } from './report/schema';

/**
 * The one ending of every review, with a lab or without: its report is final (with the lab's figures,
 * or with the estimate when there is no lab or it gave up), so it is stored with its text, the
 * visitor's e-mail is rendered and queued, once, and what was queued is delivered: after the
 * response when a visitor's request ends in it (no lab), at once when the lab job, already after the
 * response, does. With `announce`, the studio's note of the new review goes with it. The only module
 * of lib/review that queues or sends mail.
 */
export async function finishReview(
  store: Store,
  id: string,
  review: ReviewRecord,
  final: { report: ReviewReport; analysis: string },
  options: { mailer?: Mailer; announce?: boolean; deliver: 'after-response' | 'now' },
): Promise<void> {
  await store.updateRecord<ReviewRecord>('review', id, { report: final.report, scores: final.report.scores, analysis: final.analysis });
  const queued = review.emailQueuedAt ? [] : [await queueReviewEmail(store, id, { ...review, report: final.report, analysis: final.analysis })];
  const mailer = options.mailer ?? getMailer();
  if (options.deliver === 'now') {
    if (queued.length) await deliverQueued(store, queued, mailer);
  } else {
    await notifyAfterResponse(store, mailer, options.announce ? [reviewNotice(id, review, mailer)] : [], queued);
  }
}

/** The studio's note of a new review whose report is still waiting for the lab: queued now, delivered after the response. */
export async function announceReview(store: Store, id: string, review: ReviewRecord, mailer: Mailer = getMailer()): Promise<void> {
  await notifyAfterResponse(store, mailer, [reviewNotice(id, review, mailer)]);
}

function reviewNotice(id: string, review: ReviewRecord, mailer: Mailer): Notice {
  const inboxUrl = absoluteUrl(`/admin/reviews?q=${encodeURIComponent(review.email)}`);
  return { message: newReviewNotification(mailer.inbox, { ...review, id, inboxUrl, reportUrl: absoluteUrl(reportPath(id)) }), purpose: 'review-notice', ref: { kind: 'review', id } };
}

/** Queues the visitor's review e-mail for a stored review, marks it queued, and answers the queued e-mail's id. */
async function queueReviewEmail(store: Store, id: string, review: ReviewRecord): Promise<string> {
  const queued = await queueMail(
    store,
    reviewEmail(review.email, review.report, { reportUrl: absoluteUrl(reportPath(id)), bookUrl: absoluteUrl('/contact?utm_source=ai-feedback&utm_medium=email&utm_campaign=review-report') }),
    'review',
    { kind: 'review', id },
  );
  await store.updateRecord<ReviewRecord>('review', id, { emailQueuedAt: new Date().toISOString() });
  return queued.id;
}
