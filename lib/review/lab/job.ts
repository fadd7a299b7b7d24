import 'server-only';
import type { Env } from '@/lib/env';
import { AfterResponse } from '@/lib/server/after-response';
import { logEvent } from '@/lib/server/log';
import type { Mailer } from '@/lib/mail';
import type { Store } from '@/lib/store';
import { finishReview } from '../finish';
import type { ReviewRecord } from '../record';
import type { ReportLab, ReviewReport } from '../report/schema';
import { composeReport } from '../report/compose';
import { writeLabReview } from '../pipeline';
import { LAB_LIMIT_MS, LabTimeoutError, labPlan, measureLab, type LabPlan, type MeasuredLab } from '.';
import { lighthouseErrorCode, type LabSaving } from './lhr';
import { rules } from '../findings';
import type { LabRefinement } from '../findings/rules/types';

/**
 * Lab work lives in the store, like the mail queue: a review whose report says lab "pending" is
 * measured after the response (Next's after(); on Vercel the function stays alive for it), then its
 * report gains the lab figures, its performance score becomes Lighthouse's, what the run saw besides
 * speed joins its findings (pipeline.ts, writeLabReview), and the visitor's e-mail goes, once. A lease in the store lets one server measure a review; if that server stops, the lease
 * runs out and the next review or the cron finishes the work: past the limit, the e-mail goes with
 * the estimate.
 */

/** Longer than a measurement may take, so a lease outlives any run still under way. */
const LEASE_SECONDS = Math.ceil(LAB_LIMIT_MS / 1000) + 30;
/** How far back the pick-up looks for pending work. */
const RESUME_WINDOW_MS = 60 * 60 * 1000;

export interface LabDeps {
  env?: Env;
  mailer?: Mailer;
  /** The measurement's limit from the review's creation (default LAB_LIMIT_MS; tests shorten it). */
  limitMs?: number;
}

const labRuns = new AfterResponse('review_lab_run_failed');

/** Resolves when every lab run started so far has finished (tests, graceful shutdown). */
export async function labWorkSettled(): Promise<void> {
  await labRuns.settled();
}

/** Measures the review's page after the response has been sent. */
export function scheduleLab(store: Store, id: string, plan: Exclude<LabPlan, { source: null }>, deps: LabDeps = {}): void {
  labRuns.run(() => runLabJob(store, id, plan, deps));
}

/** The lab figures of a measurement, as the report keeps them (no empty element or screenshot). */
function measured({ savings: _savings, facts, lcpElement, screenshot, ...figures }: MeasuredLab): ReportLab {
  const { accessibility, bestPractices, seo } = facts.scores;
  const categories = { ...(accessibility !== null ? { accessibility } : {}), ...(bestPractices !== null ? { bestPractices } : {}), ...(seo !== null ? { seo } : {}) };
  return { status: 'done', ...figures, ...categories, ...(lcpElement ? { lcpElement } : {}), ...(screenshot ? { screenshot } : {}) };
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
const total = (list: readonly LabSaving[], key: 'wastedBytes' | 'wastedMs') => list.reduce((sum, s) => sum + (s[key] ?? 0), 0);

/**
 * Lighthouse's own savings estimates, added to the findings the review already makes (never a new
 * finding): what removing the render-blocking requests, better images or unused script would save.
 */
function withLabSavings(findings: ReviewReport['findings'], { savings }: MeasuredLab): ReviewReport['findings'] {
  const blockingMs = Math.max(0, ...savings.renderBlocking.map((s) => s.wastedMs ?? 0));
  const imageBytes = total(savings.images, 'wastedBytes');
  const unusedScript = total(savings.unusedJavaScript, 'wastedBytes');
  const blocking = blockingMs >= 100 ? `Lighthouse estimates the first paint could come about ${(blockingMs / 1000).toFixed(1)} s sooner without the render-blocking requests` : null;
  const images = imageBytes >= 10_000 ? `Lighthouse estimates better-sized, modern images would save about ${kilobytes(imageBytes)}` : null;
  const script = unusedScript >= 10_000 ? `Lighthouse found about ${kilobytes(unusedScript)} of script the page never runs` : null;
  // Each estimate is said once, at the first of the findings it backs (the rules that say so) that the review made.
  const lines = new Map<string, string>();
  for (const [line, refinement] of [
    [blocking, 'render-blocking-saving'],
    [images, 'image-saving'],
    [script, 'unused-script-saving'],
  ] as const) {
    const first = findings.find((f) => refinedBy(f.id) === refinement);
    if (line && first) lines.set(first.id, line);
  }
  return findings.map((f) => (lines.has(f.id) ? { ...f, evidence: [...f.evidence, lines.get(f.id)!].slice(0, 12) } : f));
}

/** How the lab refines a finding, as its rule says (Rule.refinedByLab). */
const refinements = new Map(rules.flatMap((rule) => (rule.refinedByLab ? [[rule.id, rule.refinedByLab] as const] : [])));
const refinedBy = (id: string): LabRefinement | undefined => refinements.get(id);

/** One review's lab work, if this server holds its lease: measure (or give up past the limit), store, e-mail. */
export async function runLabJob(store: Store, id: string, plan: Exclude<LabPlan, { source: null }> | null, deps: LabDeps = {}): Promise<void> {
  if ((await store.increment(`review-lab:${id}`, LEASE_SECONDS)) !== 1) return;
  const record = await store.getRecord<ReviewRecord>('review', id);
  if (!record || record.data.report.lab?.status !== 'pending') return;
  const limitMs = deps.limitMs ?? LAB_LIMIT_MS;
  const left = limitMs - (Date.now() - Date.parse(record.createdAt));
  const source = record.data.report.lab.source;
  let lab: ReportLab;
  let report = record.data.report;
  let findings = report.findings;
  if (left <= Math.min(1_000, limitMs / 10)) {
    lab = { status: 'failed', source, reason: `The measurement did not finish within ${Math.round(limitMs / 1000)} s.` };
  } else if (!plan) {
    lab = { status: 'failed', source, reason: 'The lab source this review was started with is no longer configured.' };
  } else {
    const started = Date.now();
    try {
      const metrics = await measureLab(record.data.finalUrl, plan, deps.env, left);
      lab = measured(metrics);
      // What the run saw besides speed joins the report as findings of the lab's rules, proved against the run (pipeline.ts).
      report = writeLabReview(record.data, metrics.facts, metrics.performance).report;
      findings = withLabSavings(report.findings, metrics);
      logEvent('info', 'review_lab_done', { id, source: plan.source, ms: Date.now() - started, performance: lab.performance });
    } catch (error) {
      const message = error instanceof LabTimeoutError ? `The measurement did not finish within ${Math.round(limitMs / 1000)} s.` : (error as Error).message;
      // Nothing painted (NO_FCP) can be Lighthouse's own trouble; with the page's style hiding it until a
      // script shows it, it is what a visitor gets: the code and the run agree that the page stays blank.
      const hidden = findings.find((f) => refinedBy(f.id) === 'stayed-blank');
      const blank = lighthouseErrorCode(error) === 'NO_FCP' && hidden !== undefined;
      lab = { status: 'failed', source: plan.source, reason: message.slice(0, 300), ...(blank ? { blank: true as const } : {}) };
      if (blank) findings = findings.map((f) => (f === hidden ? { ...f, evidence: [...f.evidence, 'Lighthouse’s phone run saw it happen: the page stayed blank, nothing was ever painted'] } : f));
      logEvent('warn', 'review_lab_failed', { id, source: plan.source, ms: Date.now() - started, error: message });
    }
  }
  await finishReview(store, id, record.data, composeReport(report, lab, findings), { mailer: deps.mailer, deliver: 'now' });
}

/** Finishes the lab work of recent reviews still pending (a server that stopped mid-run), now. */
export async function resumeLabWorkNow(store: Store, deps: LabDeps = {}): Promise<number> {
  const plan = labPlan(deps.env);
  const recent = await store.listRecords<ReviewRecord>('review', { since: new Date(Date.now() - RESUME_WINDOW_MS), limit: 100 });
  const pending = recent.filter((r) => r.data.report?.lab?.status === 'pending');
  for (const record of pending) {
    // Measured with this server's source when it is the one the review started with; else it goes with the estimate.
    const usable = plan.source && plan.source === record.data.report.lab!.source ? plan : null;
    await runLabJob(store, record.id, usable, deps);
  }
  return pending.length;
}

/** Picks up pending lab work after the response. */
export function resumeLabWork(store: Store, deps: LabDeps = {}): void {
  labRuns.run(() => resumeLabWorkNow(store, deps));
}
