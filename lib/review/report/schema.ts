import * as z from 'zod/mini';

/**
 * The review's one structured result: what the API answers as `report`, what the store keeps, and
 * what the page panel, the report page and the e-mail render. The model path produces the same
 * shape (writers/model.ts), checked against this schema and against the built-in findings.
 */
import { reviewAreas, severities } from '../areas';

export { areaNames, reviewAreas, severities, type ReviewArea, type Severity } from '../areas';

const score = z.number().check(z.int(), z.minimum(0), z.maximum(100));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const reportFinding = z.object({
  /** The rule that found it (findings/rules): stable across writers. */
  id: text(60),
  area: z.enum(reviewAreas),
  severity: z.enum(severities),
  title: text(120),
  /** What on the page shows it: elements, counts, files and sizes. */
  evidence: z.array(text(400)).check(z.minLength(1), z.maxLength(12)),
  advice: text(600),
  /** Why it matters for the visitor's industry. */
  why: text(400),
  /** The pages of the site it is on (full addresses), when the review read several. */
  pages: z.optional(z.array(z.string())),
});
export type ReportFinding = z.infer<typeof reportFinding>;

const fileFact = z.object({ file: text(200), type: z.string(), bytes: z.number() });

/**
 * The lab measurement (lib/review/lab): Lighthouse's own figures for the page, joined to the report
 * when they arrive. pending: under way; done: measured; failed: the source failed or took longer
 * than its limit (reason says which), so the report keeps the estimate; off: no lab source here.
 */
export const reportLab = z.object({
  status: z.enum(['pending', 'done', 'failed', 'off']),
  source: z.optional(z.enum(['psi', 'local'])),
  performance: z.optional(score),
  fcpMs: z.optional(z.number()),
  lcpMs: z.optional(z.number()),
  tbtMs: z.optional(z.number()),
  cls: z.optional(z.number()),
  speedIndexMs: z.optional(z.number()),
  /** What the largest paint was: an image's file name or the element's text. */
  lcpElement: z.optional(z.string()),
  measuredAt: z.optional(z.string()),
  reason: z.optional(z.string()),
  /** The lab saw nothing painted (Lighthouse's NO_FCP) on a page whose own style hides it until a script shows it: it stayed blank. */
  blank: z.optional(z.literal(true)),
  lighthouseVersion: z.optional(z.string()),
  /** Lighthouse's own scores of the other categories the run measured (the report's scores stay the findings'). */
  accessibility: z.optional(score),
  bestPractices: z.optional(score),
  seo: z.optional(score),
  /** The phone screenshot Lighthouse took, as a data: URL. */
  screenshot: z.optional(z.string()),
});
export type ReportLab = z.infer<typeof reportLab>;

/** A page the review read: its address, status, title and weight, and the findings on it. */
export const reportPage = z.object({
  url: z.string(),
  status: z.number(),
  title: z.optional(z.string()),
  bytes: z.optional(z.number()),
  findings: z.optional(z.array(z.string())),
});
export type ReportPage = z.infer<typeof reportPage>;

/**
 * What the proof stage (lib/review/proof) checked before the report was shown, stored or mailed: how
 * many statements, and each one it dropped (a quotation not in the page, an absence that is not
 * absent, a count that does not add up, a file no page requested, praise a finding contradicts).
 */
export const reportProof = z.object({
  statements: z.number().check(z.int(), z.minimum(0)),
  dropped: z.array(z.object({ rule: z.string(), page: z.optional(z.string()), reason: z.string() })),
});
export type ReportProof = z.infer<typeof reportProof>;

export const reviewReport = z.object({
  version: z.literal(1),
  site: z.object({
    url: text(2048),
    host: z.string(),
    /** The page's own title and first h1, quoted in the report. */
    title: z.nullable(z.string()),
    h1: z.nullable(z.string()),
  }),
  industry: z.object({ slug: z.string(), name: z.string() }),
  /** 'builtin', or 'openai:<model>' when a model worded it. */
  writer: z.string(),
  summary: text(1200),
  scores: z.object({ search: score, performance: score, accessibility: score, conversion: score, trust: score }),
  /** Every finding, grouped by area in reviewAreas order, most severe first within an area. */
  findings: z.array(reportFinding),
  /** Ids of the (at most five) findings to start with, in order. */
  startWith: z.array(z.string()).check(z.maxLength(5)),
  /** What is working, each from a fact that shows it. */
  working: z.array(text(400)),
  /** The visitor's focus and what the facts say about it; null when none was given. */
  focus: z.nullable(z.object({ asked: z.string(), notes: z.array(z.string()) })),
  measurements: z.object({
    totalBytes: z.number(),
    requests: z.number(),
    byType: z.record(z.string(), z.number()),
    heaviest: z.array(fileFact),
    renderBlocking: z.number(),
    thirdPartyBytes: z.number(),
    brokenFiles: z.number(),
    /** The model's estimates on a phone (findings/performance-score.ts). */
    estimatedFirstPaintMs: z.number(),
    estimatedLargestPaintMs: z.number(),
    /** The estimate's performance score (findings/performance-score.ts), kept when Lighthouse's replaces it. */
    estimatedPerformance: z.optional(score),
    responseMs: z.nullable(z.number()),
    /** Files not fetched because of the caps, or unreachable: the weight leaves them out. */
    notMeasured: z.number(),
    /**
     * 'lighthouse' when the lab measured the page: the files, bytes and broken files above are then
     * those of Lighthouse's network requests (what the browser fetched), not the fetch's count.
     */
    measuredBy: z.optional(z.literal('lighthouse')),
  }),
  /** Reports written before the lab stage have none: read as { status: 'off' }. */
  lab: z.optional(reportLab),
  /** The pages of the site the review read, the submitted one first (reports of one page have none). */
  pages: z.optional(z.array(reportPage)),
  /** What the review read of the site and what it left, in a sentence ("7 of the 9 pages linked from the menu were read"). */
  coverage: z.optional(z.string()),
  /** Reports written before the proof stage have none. */
  proof: z.optional(reportProof),
});
export type ReviewReport = z.infer<typeof reviewReport>;
