/**
 * The review's pure stages, in order, for the service and the tests alike: the fetched site read
 * into documents and facts (html → facts), the findings judged and scored, then proved against the
 * documents (nothing unproved is scored or worded), the report written (the built-in wording, and
 * the model's where it gave one) and its own statements proved. No I/O: the fetch before it and the
 * model call between its two runs are the service's (service.ts).
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
import { writeBuiltinReport } from './writers/builtin';
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
  const worded = model ? mergeModelWording(builtin, model.wording, model.writer) : builtin;
  const checked = proveReport(worded, read.corpus, { builtin, praise: siteStrengths(read.home, read.pages, assessment.findings) });
  return { report: { ...checked.report, proof: joinProofs(proven.proof, checked.proof) }, assessment, site };
}
