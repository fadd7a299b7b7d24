/**
 * The review's pure stages, in order, for the service and the tests alike: the fetched site read
 * into documents and facts (html → facts), the findings judged and scored, then proved against the
 * documents (nothing unproved is scored or worded), the report written (the built-in wording, and
 * the model's where it gave one) and its own statements proved; then, when the lab measured the page,
 * the final report with what Lighthouse's run saw (writeLabReview). No I/O: the fetch before it, the
 * model call between its two runs and the lab's run are the service's (service.ts, lab/job.ts).
 */
import type { ReviewFacts } from './facts';
import { groundedProofreading } from './facts/proofreading';
import { readPages, siteWideFacts, type PageRead, type SiteWideFacts } from './facts/site';
import type { FetchedSite } from './fetch/site';
import type { RuleContext } from './findings';
import { assessSite, withFindings, type SiteAssessment } from './findings/site';
import { joinProofs, proofCorpus, proveFindings, proveReport, type ProofCorpus } from './proof';
import type { ReviewReport } from './report/schema';
import { siteStrengths } from './findings/strengths';
import { focusNotes, summary, writeBuiltinReport } from './writers/builtin';
import { whyFor } from '@/content/review-advice';
import { tradeShown } from './facts/trade';
import type { IndustrySlug } from '@/content/industries/registry';
import { labFactsInPageWords, type LabFacts } from './facts/lab';
import type { CustomerCost } from './findings/order';
import { findLabIssues, joinLabFindings } from './findings/lab';
import { contradictedBy, measuredStrength, strengthItems } from './findings/strengths';
import { labCorpus, proveLabFindings } from './proof/lab';
import { pagePath } from './report/pages';
import { mergeModelWording, type ModelWording } from './writers/model-wording';

/** What the review read of the site: each page's facts and text, what the pages show together, and the documents the proof reads. */
export interface SiteRead {
  pages: PageRead[];
  site: SiteWideFacts;
  /** The submitted page's facts. */
  home: ReviewFacts;
  /** What a visitor reads on the pages, one block per entry, the submitted page's first: what the model proofreads. */
  text: string[];
  corpus: ProofCorpus;
}

export function readSite(fetched: FetchedSite): SiteRead {
  const pages = readPages(fetched);
  return { pages, site: siteWideFacts(fetched, pages), home: pages[0]!.facts!, text: pages.flatMap((p) => p.text), corpus: proofCorpus(fetched) };
}

export interface ReviewContext extends RuleContext {
  focusArea?: string;
}

/** The model's answer: its wording of the findings and its proofreading notes (facts once grounded). */
export interface ModelAnswer {
  wording: ModelWording;
  writer: string;
}

export interface WrittenReview {
  report: ReviewReport;
  /** The judgement the report words, after the proof. */
  assessment: SiteAssessment;
  /** The site's facts the findings were judged on (with the model's grounded proofreading notes). */
  site: SiteWideFacts;
}

/** The report of a site read: judged, proved, written and proved again; with the model's answer, in its wording where that holds. */
export function writeReview(read: SiteRead, context: ReviewContext, model?: ModelAnswer): WrittenReview {
  const first = assessSite(read.pages, read.site, context);
  const notes = model ? groundedProofreading(model.wording.proofreading, read.pages, first.findings.flatMap((f) => f.evidence)) : [];
  const site = notes.length ? { ...read.site, proofreading: notes } : read.site;
  const judged = notes.length ? assessSite(read.pages, site, context) : first;
  const proven = proveFindings(judged.findings, read.corpus);
  const assessment = withFindings(judged, proven.findings);
  const siteContext = { pages: read.pages, facts: site };
  const builtin = writeBuiltinReport(read.home, assessment, { industry: context.industry, focusArea: context.focusArea }, siteContext);
  const worded = model ? mergeModelWording(builtin, model.wording, model.writer, Object.fromEntries(assessment.findings.map((f) => [f.id, f.cost]))) : builtin;
  const checked = proveReport(worded, read.corpus, { builtin, praise: siteStrengths(read.home, read.pages, assessment.findings) });
  return { report: { ...checked.report, proof: joinProofs(proven.proof, checked.proof) }, assessment, site };
}

/** What the first answer stored, for the lab's final report (ReviewRecord). */
export interface FirstAnswer {
  report: ReviewReport;
  /** The submitted page's facts, and what the pages read together showed. */
  facts: ReviewFacts;
  site?: SiteWideFacts;
  /** Each finding's weight (ReviewRecord.weights); absent on older records. */
  weights?: Record<string, number>;
  /** What each finding costs a customer (ReviewRecord.costs); absent on older records. */
  costs?: Record<string, CustomerCost>;
  /** What a visitor reads on the submitted page (ReviewRecord.pageText); absent on older records. */
  pageText?: readonly string[];
}

/**
 * The final report when the lab measured the page: the lab rules run on what Lighthouse's phone run
 * saw, their findings proved against that run (proof/lab.ts) and joined to the first answer's, one
 * finding per flaw (findings/lab.ts), each element named in the page's words; the files, broken files and bytes are the run's requests; the
 * praise, the summary and the notes on the visitor's focus follow. The first answer's statements
 * were proved against the pages when it was written; this adds only the lab's.
 */
/** The same findings at the same impact, whatever their evidence: a summary's count of them still holds. */
const sameFindings = (a: readonly { id: string; severity: string }[], b: readonly { id: string; severity: string }[]) =>
  a.length === b.length && a.every((f) => b.some((g) => g.id === f.id && g.severity === f.severity));

export function writeLabReview(first: FirstAnswer, run: LabFacts, measuredPerformance?: number): { report: ReviewReport; weights: Record<string, number> } {
  const { report, facts } = first;
  // The elements the run names, in the page's own words where its style changed their letter case.
  const lab = labFactsInPageWords(run, first.pageText);
  const homeUrl = report.pages?.[0]?.url ?? report.site.url;
  const severalPages = (report.pages?.length ?? 0) > 1;
  const proven = proveLabFindings(findLabIssues(lab), labCorpus(lab));
  const why = whyFor(report.industry.slug as IndustrySlug, tradeShown(facts));
  const requestsMeasured = lab.requests.some((r) => r.status !== null);
  const joined = joinLabFindings({ report, weights: first.weights, costs: first.costs, home: { url: homeUrl, path: pagePath(homeUrl, report.site.url), severalPages }, why, requestsMeasured }, proven.findings);
  const ids = new Set(joined.findings.map((f) => f.id));
  const weight = lab.weight;
  const unanswered = lab.requests.filter((r) => r.status === null).length;

  // Praise a lab finding contradicts goes; praise of the files is said of what the browser fetched.
  const praise = new Map(strengthItems(facts).map((s) => [s.text, s.id]));
  const working = report.working.flatMap((line) => {
    const id = praise.get(line);
    if (!id) return [line];
    if ((contradictedBy[id] ?? []).some((f) => ids.has(f))) return [];
    const measured = requestsMeasured ? measuredStrength(id, weight, unanswered) : undefined;
    return measured === undefined ? [line] : measured === null ? [] : [measured];
  });
  const measurements: ReviewReport['measurements'] = requestsMeasured
    ? { ...report.measurements, totalBytes: weight.totalBytes, requests: weight.requests, byType: weight.byType, heaviest: weight.heaviest, thirdPartyBytes: weight.thirdParty.bytes, brokenFiles: weight.broken.length, notMeasured: unanswered, measuredBy: 'lighthouse' }
    : report.measurements;
  const pages = report.pages?.map((page, i) =>
    i === 0 ? { ...page, ...(requestsMeasured ? { bytes: weight.totalBytes } : {}), findings: joined.findings.filter((f) => f.pages?.includes(page.url)).map((f) => f.id) } : page,
  );
  const scores = { ...joined.scores, ...(measuredPerformance !== undefined ? { performance: measuredPerformance } : {}) };
  const industryName = report.industry.name;
  const site = first.site ? { facts: first.site } : undefined;
  return {
    weights: joined.weights,
    report: {
      ...report,
      // The summary counts the findings and says what the page weighs: written again from the final ones. A model's stands
      // only where the lab changed neither (its figures would be the first answer's, no longer true of this report).
      summary: report.writer !== 'builtin' && !requestsMeasured && sameFindings(report.findings, joined.findings) ? report.summary : summary(facts, joined, industryName, site, requestsMeasured ? weight : undefined).slice(0, 1200),
      scores: joined.scores,
      findings: joined.findings,
      startWith: joined.startWith,
      working,
      focus: report.focus && focusNotes(facts, { findings: joined.findings, scores, performance: { firstPaintMs: report.measurements.estimatedFirstPaintMs, largestPaintMs: report.measurements.estimatedLargestPaintMs } }, report.focus.asked),
      measurements,
      ...(pages ? { pages } : {}),
      ...(report.proof ? { proof: joinProofs(report.proof, proven.proof) } : {}),
    },
  };
}
