import 'server-only';
import type { LanguageModel } from 'ai';
import { absoluteUrl } from '@/lib/config';
import { logEvent } from '@/lib/log';
import { getMailer, type Mailer } from '@/lib/mail';
import { notifyAfterResponse } from '@/lib/mail/notify';
import { newReviewNotification } from '@/lib/mail/templates';
import type { Store } from '@/lib/store';
import { findIndustry } from '@/content/industries/registry';
import { labPlan } from './lab';
import { resumeLabWork, scheduleLab } from './lab/job';
import { newReportId, storeReportAndQueueEmail, reportPath, type ReviewRecord } from './record';
import type { ReviewFacts } from './facts';
import { readPages, siteWideFacts, type SiteWideFacts } from './facts/site';
import { fetchWholeSite } from './fetch/site';
import { FetchRefusedError, SiteFetchError } from './fetch/errors';
import { normaliseReviewUrl } from './fetch/url-policy';
import { assessSite } from './findings/site';
import { dailyLimit, takeReviewQuota, type ReviewUsage } from './quota';
import type { ReviewReport } from './report/schema';
import { composeReport } from './report/compose';
import type { ReviewRequest } from './schema';
import { writeBuiltinReport } from './writers/builtin';
import { modelTimeoutMs, reviewModel, ReviewModelError, writeModelReport } from './writers/model';

export { reportPath, newReportId, type ReviewRecord } from './record';

export type ReviewOutcome =
  | { ok: true; analysis: string; report: ReviewReport; usage: ReviewUsage; id: string }
  | { ok: false; status: 400 | 422 | 429 | 503; error: string; limit?: number };

export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded';
export const DAILY_CEILING = 'Our free reviews are fully booked for today. Please try again tomorrow, or book a call and we will look at your site together.';

export interface ReviewDependencies {
  mailer?: Mailer;
  /** The writing model; undefined reads OPENAI_API_KEY, null forces the built-in reviewer. */
  model?: LanguageModel | null;
  env?: Record<string, string | undefined>;
  /** The lab measurement's limit (default 60 s; tests shorten it). */
  labLimitMs?: number;
}

/**
 * One free review: check the URL (422 when it is not a public website), take a use of today's quota (429), fetch and read the
 * site (422), write the review from its facts (the model's wording when it answers within its
 * budget, else the built-in wording), keep it, and e-mail it to the visitor with a note to the
 * studio. A review that fails before it is written gives its use back; a model failure is not one.
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
  let siteFacts: SiteWideFacts;
  let report: ReviewReport;
  let text: string[];
  try {
    // site plan and pages → facts per page → site facts → findings → the written report
    const fetched = await fetchWholeSite(url);
    const pages = readPages(fetched, fetched.home.fetchedAt);
    siteFacts = siteWideFacts(fetched, pages);
    facts = pages[0]!.facts!;
    text = pages.flatMap((p) => p.text);
    const assessment = assessSite(pages, siteFacts, { industry: industry.slug });
    report = writeBuiltinReport(facts, assessment, context, { pages, facts: siteFacts, pageFindings: assessment.pageFindings });
    logEvent('info', 'review_site_read', { host: url.host, pages: siteFacts.read, asked: siteFacts.asked, linksChecked: siteFacts.linksChecked, ms: fetched.elapsedMs });
  } catch (error) {
    await ticket.refund();
    if (error instanceof FetchRefusedError || error instanceof SiteFetchError) {
      logEvent('info', 'review_site_unavailable', { host: url.host, error: error.message });
      return { ok: false, status: 422, error: error.message };
    }
    throw error;
  }

  // The model is an improvement, never a dependency: the built-in report is complete and true already,
  // so a model that fails, runs past its budget or answers nothing usable leaves it as it is.
  const model = deps.model === undefined ? reviewModel(env) : deps.model;
  let modelFallback: ReviewRecord['modelFallback'] = null;
  if (model) {
    try {
      report = await writeModelReport(model, facts, report, { focusArea: context.focusArea, industryName: industry.name, pageText: text, today: new Date().toISOString().slice(0, 10), site: siteFacts }, modelTimeoutMs(env));
    } catch (error) {
      if (!(error instanceof ReviewModelError)) throw error;
      modelFallback = { kind: error.kind, message: error.message.slice(0, 300) };
      logEvent('warn', 'review_model_fallback', { host: url.host, kind: error.kind, error: error.message });
    }
  }

  // The lab measurement joins the report when it arrives (lab/job.ts); the visitor's e-mail waits for it, up to its limit.
  const plan = labPlan(env);
  const composed = composeReport(report, plan.source ? { status: 'pending', source: plan.source } : { status: 'off', reason: plan.reason });
  report = composed.report;
  const analysis = composed.analysis;
  const review: ReviewRecord = {
    websiteUrl: url.toString(),
    finalUrl: facts.finalUrl,
    email: input.email,
    industry: input.industry || null,
    focusArea: input.focus_area || null,
    writer: report.writer,
    modelFallback,
    scores: report.scores,
    analysis,
    report,
    facts,
    site: siteFacts,
  };
  const { record } = await store.addRecordOnce('review', newReportId(), review);
  logEvent('info', 'review_written', { id: record.id, host: url.host, writer: report.writer });

  const mailer = deps.mailer ?? getMailer();
  const reportUrl = absoluteUrl(reportPath(record.id));
  const ref = { kind: 'review' as const, id: record.id };
  // Without a lab the report is final now; with one, the lab job ends in the same step.
  const visitorEmail = plan.source ? null : await storeReportAndQueueEmail(store, record.id, review, composed);
  const inboxUrl = absoluteUrl(`/admin/reviews?q=${encodeURIComponent(review.email)}`);
  await notifyAfterResponse(
    store,
    mailer,
    [{ message: newReviewNotification(mailer.inbox, { ...review, id: record.id, inboxUrl, reportUrl }), purpose: 'review-notice', ref }],
    visitorEmail ? [visitorEmail] : [],
  );
  const labDeps = { env, mailer, limitMs: deps.labLimitMs };
  if (plan.source) scheduleLab(store, record.id, plan, labDeps);
  // Lab work a restart left behind is picked up by the next review (and by the cron).
  resumeLabWork(store, labDeps);
  return { ok: true, analysis, report, usage: ticket.usage, id: record.id };
}
