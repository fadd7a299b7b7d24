import 'server-only';
import { failure, success, type Result } from '@/lib/server/result';
import { serverEnv, type Env } from '@/lib/env';
import type { LanguageModel } from 'ai';
import { logEvent } from '@/lib/server/log';
import { getMailer, type Mailer } from '@/lib/mail';
import type { Store } from '@/lib/store';
import { findIndustry } from '@/content/industries/registry';
import { labPlan } from './lab';
import { resumeLabWork, scheduleLab } from './lab/job';
import { announceReview, finishReview } from './finish';
import { PAGE_TEXT_LIMIT, newReportId, type ReviewRecord } from './record';
import { fetchSite } from './fetch/site';
import { FetchRefusedError, SiteFetchError } from './fetch/errors';
import { normaliseReviewUrl } from './fetch/url-policy';
import { dailyLimit, takeReviewQuota, type ReviewUsage } from './quota';
import { readSite, writeReview, type SiteRead } from './pipeline';
import type { ReviewReport } from './report/schema';
import { composeReport } from './report/compose';
import type { ReviewRequest } from './schema';
import { askModel, modelTimeoutMs, reviewModel, ReviewModelError } from './writers/model';
import { leadingBlocks } from './facts';

export { reportPath, newReportId, type ReviewRecord } from './record';

/** A written review (its id names its page), or why there is none: 422, 429 with the limit, 503 at the daily ceiling. */
export type ReviewOutcome = Result<{ analysis: string; report: ReviewReport; usage: ReviewUsage; id: string }>;

export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded';
export const DAILY_CEILING = 'Our free reviews are fully booked for today. Please try again tomorrow, or book a call and we will look at your site together.';

export interface ReviewDependencies {
  mailer?: Mailer;
  /** The writing model; undefined reads OPENAI_API_KEY, null forces the built-in reviewer. */
  model?: LanguageModel | null;
  env?: Env;
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
  const env = deps.env ?? serverEnv();
  let url: URL;
  try {
    url = normaliseReviewUrl(input.website_url);
  } catch (error) {
    // Not a fetchable website address (scheme, port, credentials, a private address): nothing to review.
    return failure('unprocessable', (error as Error).message);
  }

  const ticket = await takeReviewQuota(store, { email: input.email, ...visitor }, env);
  if (ticket === 'ceiling') {
    logEvent('warn', 'review_daily_ceiling', {});
    return failure('unavailable', DAILY_CEILING);
  }
  if (!ticket) {
    const limit = dailyLimit(env);
    logEvent('info', 'review_quota_exceeded', { limit });
    return failure('limited', RATE_LIMIT_EXCEEDED, { details: { limit, remaining: 0 } });
  }

  // The schema admits only known slugs; no industry reads as professional services.
  const industry = findIndustry(input.industry || 'professional-services')!;
  const context = { focusArea: input.focus_area || undefined, industry: industry.slug };
  let read: SiteRead;
  try {
    // fetch (network only, through the guard) → html and facts → findings → proof → written report (pipeline.ts)
    const fetched = await fetchSite(url);
    read = readSite(fetched);
    logEvent('info', 'review_site_read', { host: url.host, pages: read.site.read, asked: read.site.asked, linksChecked: read.site.linksChecked, ms: fetched.elapsedMs });
  } catch (error) {
    await ticket.refund();
    if (error instanceof FetchRefusedError || error instanceof SiteFetchError) {
      logEvent('info', 'review_site_unavailable', { host: url.host, error: error.message });
      return failure('unprocessable', error.message);
    }
    throw error;
  }
  let written = writeReview(read, context);

  // The model is an improvement, never a dependency: the built-in report is complete and proved already,
  // so a model that fails, runs past its budget or answers nothing usable leaves it as it is. What it
  // answers is written and proved again: its proofreading notes are facts once they stand in a page.
  const model = deps.model === undefined ? reviewModel(env) : deps.model;
  let modelFallback: ReviewRecord['modelFallback'] = null;
  if (model) {
    try {
      const answer = await askModel(model, read.home, written.report, { focusArea: context.focusArea, industryName: industry.name, pageText: read.text, today: new Date().toISOString().slice(0, 10), site: read.site }, modelTimeoutMs(env));
      written = writeReview(read, context, answer);
    } catch (error) {
      if (!(error instanceof ReviewModelError)) throw error;
      modelFallback = { kind: error.kind, message: error.message.slice(0, 300) };
      logEvent('warn', 'review_model_fallback', { host: url.host, kind: error.kind, error: error.message });
    }
  }
  for (const drop of written.report.proof?.dropped ?? []) logEvent('warn', 'review_statement_dropped', { host: url.host, rule: drop.rule, page: drop.page, reason: drop.reason });

  // The lab measurement joins the report when it arrives (lab/job.ts); the visitor's e-mail waits for it, up to its limit.
  const plan = labPlan(env);
  const composed = composeReport(written.report, plan.source ? { status: 'pending', source: plan.source } : { status: 'off', reason: plan.reason });
  const { report, analysis } = composed;
  const review: ReviewRecord = {
    websiteUrl: url.toString(),
    finalUrl: read.home.finalUrl,
    email: input.email,
    industry: input.industry || null,
    focusArea: input.focus_area || null,
    writer: report.writer,
    modelFallback,
    scores: report.scores,
    analysis,
    report,
    facts: read.home,
    site: written.site,
    weights: Object.fromEntries(written.assessment.findings.map((f) => [f.id, f.weight])),
    costs: Object.fromEntries(written.assessment.findings.map((f) => [f.id, f.cost])),
    pageText: leadingBlocks(read.pages[0]?.text ?? [], PAGE_TEXT_LIMIT),
  };
  const { record } = await store.addRecordOnce('review', newReportId(), review);
  logEvent('info', 'review_written', { id: record.id, host: url.host, writer: report.writer, statements: report.proof?.statements, dropped: report.proof?.dropped.length });

  const mailer = deps.mailer ?? getMailer();
  // Without a lab the report is final now; with one, the lab job ends the review the same way (finish.ts).
  if (plan.source) await announceReview(store, record.id, review, mailer);
  else await finishReview(store, record.id, review, composed, { mailer, announce: true, deliver: 'after-response' });
  const labDeps = { env, mailer, limitMs: deps.labLimitMs };
  if (plan.source) scheduleLab(store, record.id, plan, labDeps);
  // Lab work a restart left behind is picked up by the next review (and by the cron).
  resumeLabWork(store, labDeps);
  return success({ analysis, report, usage: ticket.usage, id: record.id });
}
