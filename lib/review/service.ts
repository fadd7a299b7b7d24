import 'server-only';
import { randomBytes } from 'node:crypto';
import type { LanguageModel } from 'ai';
import { absoluteUrl } from '@/lib/config';
import { logEvent } from '@/lib/log';
import { getMailer, type Mailer } from '@/lib/mail';
import { deliverAfterResponse, queueMail } from '@/lib/mail/queue';
import { newReviewNotification } from '@/lib/mail/templates';
import type { Store } from '@/lib/store';
import { findIndustry } from '@/content/industries/registry';
import { reviewFacts, type ReviewFacts } from './facts';
import { fetchSite } from './fetch/page';
import { FetchRefusedError, normaliseReviewUrl, SiteFetchError } from './fetch/safe-fetch';
import { assess } from './findings';
import { dailyLimit, takeReviewQuota, type ReviewUsage } from './quota';
import { reviewEmail } from './render/email';
import type { ReviewReport } from './report/schema';
import { reportText } from './report/text';
import type { ReviewRequest } from './schema';
import { writeBuiltinReport } from './writers/builtin';
import { reviewModel, ReviewModelError, writeModelReport } from './writers/model';

/** A review as the studio's inbox keeps it: what was asked, what was fetched, and what was written. */
export interface ReviewRecord {
  websiteUrl: string;
  finalUrl: string;
  email: string;
  industry: string | null;
  focusArea: string | null;
  writer: string;
  scores: ReviewReport['scores'];
  analysis: string;
  report: ReviewReport;
  facts: ReviewFacts;
}

/** The full report's page: the record's id is 24 random bytes, so the URL cannot be guessed. */
export const reportPath = (id: string) => `/review/${id}`;
export const newReportId = () => randomBytes(24).toString('base64url');

export type ReviewOutcome =
  | { ok: true; analysis: string; report: ReviewReport; usage: ReviewUsage; id: string }
  | { ok: false; status: 400 | 422 | 429 | 502 | 503; error: string; limit?: number };

export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded';
export const DAILY_CEILING = 'Our free reviews are fully booked for today. Please try again tomorrow, or book a call and we will look at your site together.';
export const MODEL_FAILED = 'Our AI reviewer is not available right now. Please try again in a few minutes.';

export interface ReviewDependencies {
  mailer?: Mailer;
  /** The writing model; undefined reads OPENAI_API_KEY, null forces the built-in reviewer. */
  model?: LanguageModel | null;
  env?: Record<string, string | undefined>;
}

/**
 * One free review: check the URL (422 when it is not a public website), take a use of today's quota (429), fetch and read the
 * site (422), write the review from its facts (502 if the model fails), keep it, and e-mail it to
 * the visitor with a note to the studio. A review that fails before it is written gives its use back.
 */
export async function runReview(
  store: Store,
  input: ReviewRequest,
  visitor: { ip: string; verifiedEmail?: string | null },
  deps: ReviewDependencies = {},
): Promise<ReviewOutcome> {
  const env = deps.env ?? process.env;
  let url: URL;
  try {
    url = normaliseReviewUrl(input.website_url);
  } catch (error) {
    // Not a fetchable website address (scheme, port, credentials, a private address): nothing to review.
    return { ok: false, status: 422, error: (error as Error).message };
  }

  const ticket = await takeReviewQuota(store, { email: input.email, ...visitor }, env);
  if (ticket === 'ceiling') {
    logEvent('warn', 'review_daily_ceiling', {});
    return { ok: false, status: 503, error: DAILY_CEILING };
  }
  if (!ticket) {
    const limit = dailyLimit(env);
    logEvent('info', 'review_quota_exceeded', { limit });
    return { ok: false, status: 429, error: RATE_LIMIT_EXCEEDED, limit };
  }

  // The schema admits only known slugs; no industry reads as professional services.
  const industry = findIndustry(input.industry || 'professional-services')!;
  const context = { focusArea: input.focus_area || undefined, industry: industry.slug };
  let facts: ReviewFacts;
  let report: ReviewReport;
  try {
    // fetch → facts → findings and scores → writers → report
    const site = await fetchSite(url);
    facts = reviewFacts(site);
    report = writeBuiltinReport(facts, assess(facts, { industry: industry.slug }), context);
    const model = deps.model === undefined ? reviewModel(env) : deps.model;
    if (model) report = await writeModelReport(model, facts, report, { focusArea: context.focusArea, industryName: industry.name });
  } catch (error) {
    await ticket.refund();
    if (error instanceof FetchRefusedError || error instanceof SiteFetchError) {
      logEvent('info', 'review_site_unavailable', { host: url.host, error: error.message });
      return { ok: false, status: 422, error: error.message };
    }
    if (error instanceof ReviewModelError) {
      logEvent('error', 'review_model_failed', { host: url.host, error: error.message });
      return { ok: false, status: 502, error: MODEL_FAILED };
    }
    throw error;
  }

  const analysis = reportText(report);
  const review: ReviewRecord = {
    websiteUrl: url.toString(),
    finalUrl: facts.finalUrl,
    email: input.email,
    industry: input.industry || null,
    focusArea: input.focus_area || null,
    writer: report.writer,
    scores: report.scores,
    analysis,
    report,
    facts,
  };
  const { record } = await store.addRecordOnce('review', newReportId(), review);
  logEvent('info', 'review_written', { id: record.id, host: url.host, writer: report.writer });

  const mailer = deps.mailer ?? getMailer();
  const reportUrl = absoluteUrl(reportPath(record.id));
  const ref = { kind: 'review' as const, id: record.id };
  await queueMail(
    store,
    reviewEmail(review.email, report, { reportUrl, bookUrl: absoluteUrl('/contact?utm_source=ai-feedback&utm_medium=email&utm_campaign=review-report') }),
    'review',
    ref,
  );
  await queueMail(
    store,
    newReviewNotification(mailer.inbox, { ...review, id: record.id, inboxUrl: absoluteUrl(`/admin/reviews?q=${encodeURIComponent(review.email)}`), reportUrl }),
    'review-notice',
    ref,
  );
  deliverAfterResponse(store, mailer);
  return { ok: true, analysis, report, usage: ticket.usage, id: record.id };
}
