/**
 * The lab's findings and how they join the report's: the lab rules (rules/lab.ts) run on what
 * Lighthouse's phone run saw, then each flaw is said once. Where a static rule already reported the
 * same flaw (LabRule.sameFlaw), the lab's evidence joins that finding ('adds'), or, for what the lab
 * measured and the fetch only counted ('measures': files, their answers, bytes), replaces the
 * submitted page's evidence, and a static finding of that page the measurement does not bear out
 * goes: the lab wins. Every other lab finding is new. Scores stay the findings' (each area but
 * performance: 100 less the weights of its findings); performance is Lighthouse's (report/compose.ts).
 * Pure.
 */
import type { LabFacts } from '../facts/lab';
import { reviewAreas, type ReviewArea } from '../areas';
import type { ReportFinding, ReviewReport } from '../report/schema';
import { MAX_EVIDENCE_LINES, severityOf, type Finding } from './index';
import { labRules } from './rules/lab';
import { costOf } from './costs';
import { firstToFix } from './order';
import type { CustomerCost, LabRule } from './rules/types';

export { labRules } from './rules/lab';

export interface LabFinding extends Finding {
  /** The Lighthouse audits behind it (LabRule.audits), for the proof. */
  audits: readonly string[];
  sameFlaw?: LabRule['sameFlaw'];
}

const value = <T>(v: T | ((lab: LabFacts) => T), lab: LabFacts): T => (typeof v === 'function' ? (v as (l: LabFacts) => T)(lab) : v);

/** Every lab rule that applies to the run, with its evidence (never empty, at most 12 lines). */
export function findLabIssues(lab: LabFacts): LabFinding[] {
  return labRules
    .filter((rule) => rule.applies(lab))
    .map((rule) => {
      const weight = value(rule.weight, lab);
      return {
        id: rule.id,
        area: rule.area,
        severity: severityOf(weight),
        weight,
        cost: rule.cost,
        title: value(rule.title, lab),
        evidence: rule
          .evidence(lab)
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(0, MAX_EVIDENCE_LINES),
        advice: value(rule.advice, lab),
        audits: rule.audits,
        ...(rule.sameFlaw ? { sameFlaw: rule.sameFlaw } : {}),
      };
    })
    .filter((f) => f.evidence.length > 0);
}

/** The flaws the lab measures (LabRule.sameFlaw 'measures'): without a lab finding, the submitted page's static one goes. */
const MEASURED = new Set(labRules.filter((rule) => rule.sameFlaw === 'measures').map((rule) => rule.id));

export interface LabJoin {
  findings: ReportFinding[];
  /** Each finding's weight, as scored. */
  weights: Record<string, number>;
  /** What each finding costs a customer (order.ts). */
  costs: Record<string, CustomerCost>;
  scores: ReviewReport['scores'];
  startWith: string[];
  /** Findings the lab added, and static ones it overruled. */
  added: string[];
  removed: string[];
}

export interface LabJoinInput {
  report: Pick<ReviewReport, 'findings' | 'scores' | 'startWith'>;
  /** The weight of each of the report's findings (ReviewRecord.weights); absent on older records. */
  weights?: Record<string, number>;
  /** What each of the report's findings costs a customer (ReviewRecord.costs); absent on older records. */
  costs?: Record<string, CustomerCost>;
  /** The submitted page, the one the lab loaded, and whether the review read several pages. */
  home: { url: string; path: string; severalPages: boolean };
  /** "Why it matters" for each area, in the report's industry (content/review-advice.ts). */
  why: Record<ReviewArea, string>;
  /** Whether the run measured the page's requests (what 'measures' findings need to overrule the fetch). */
  requestsMeasured: boolean;
}

const severityRank = { high: 0, medium: 1, low: 2 } as const;

/** Only on the submitted page: a finding of a one-page review, or of a site review that names that page alone. */
const onlyHome = (finding: ReportFinding, home: LabJoinInput['home']) => !finding.pages?.length || (finding.pages.length === 1 && finding.pages[0] === home.url);

/** The lab's lines beside a site review's other pages: said of the submitted page, by its path. */
const scoped = (lines: readonly string[], finding: ReportFinding, home: LabJoinInput['home']) => (home.severalPages && !onlyHome(finding, home) ? lines.map((line) => `${home.path}: ${line}`) : [...lines]);

const withHome = (finding: ReportFinding, home: LabJoinInput['home']): Pick<ReportFinding, 'pages'> =>
  finding.pages ? { pages: finding.pages.includes(home.url) ? finding.pages : [home.url, ...finding.pages] } : home.severalPages ? { pages: [home.url] } : {};

/** The report's findings with the lab's (proved) findings joined, one finding per flaw, and the scores and order that follow. */
export function joinLabFindings(input: LabJoinInput, lab: readonly LabFinding[]): LabJoin {
  const { report, home } = input;
  const weights: Record<string, number> = { ...(input.weights ?? {}) };
  const costs: Record<string, CustomerCost> = Object.fromEntries(report.findings.map((f) => [f.id, costOf(f.id, input.costs)]));
  const byId = new Map(lab.map((f) => [f.id, f]));
  const added: string[] = [];
  const removed: string[] = [];
  const findings: ReportFinding[] = [];
  for (const finding of report.findings) {
    const measured = byId.get(finding.id);
    if (!measured) {
      // The lab measured the page's requests and this flaw is not among them: the fetch's count of that page was wrong.
      if (MEASURED.has(finding.id) && input.requestsMeasured && onlyHome(finding, home)) {
        removed.push(finding.id);
        continue;
      }
      findings.push(finding);
      continue;
    }
    byId.delete(finding.id);
    if (measured.sameFlaw === 'measures' && onlyHome(finding, home)) {
      weights[finding.id] = measured.weight;
      findings.push({ ...finding, severity: severityOf(measured.weight), evidence: measured.evidence, ...withHome(finding, home) });
      continue;
    }
    const room = MAX_EVIDENCE_LINES - finding.evidence.length;
    const lines = scoped(measured.evidence, finding, home).slice(0, Math.max(0, room));
    findings.push({ ...finding, evidence: [...finding.evidence, ...lines], ...withHome(finding, home) });
  }
  for (const finding of byId.values()) {
    weights[finding.id] = finding.weight;
    costs[finding.id] = finding.cost;
    added.push(finding.id);
    findings.push({
      id: finding.id,
      area: finding.area,
      severity: finding.severity,
      title: finding.title,
      evidence: finding.evidence,
      advice: finding.advice,
      why: input.why[finding.area],
      ...(home.severalPages ? { pages: [home.url] } : {}),
    });
  }
  // Grouped by area, most severe first; within a severity the report's order, then the lab's.
  const ordered = findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => reviewAreas.indexOf(a.finding.area) - reviewAreas.indexOf(b.finding.area) || severityRank[a.finding.severity] - severityRank[b.finding.severity] || a.index - b.index)
    .map(({ finding }) => finding);
  return { findings: ordered, weights, scores: labScores(input, ordered, weights, added, removed), costs, startWith: startWith(report.startWith, ordered, weights, costs), added, removed };
}

/** Each area but performance: 100 less its findings' weights; a record without weights loses the added weights from its score instead. */
function labScores(input: LabJoinInput, findings: readonly ReportFinding[], weights: Record<string, number>, added: readonly string[], removed: readonly string[]): ReviewReport['scores'] {
  const scores = { ...input.report.scores };
  for (const area of reviewAreas) {
    if (area === 'performance') continue;
    const inArea = findings.filter((f) => f.area === area);
    if (input.weights) scores[area] = Math.max(0, 100 - inArea.reduce((sum, f) => sum + (weights[f.id] ?? 0), 0));
    else if (added.length || removed.length) scores[area] = Math.max(0, scores[area] - inArea.filter((f) => added.includes(f.id)).reduce((sum, f) => sum + weights[f.id]!, 0));
  }
  return scores;
}

/**
 * The five to start with, by what each costs a customer (order.ts), then most severe; within those,
 * the report's own order of them first, then the heaviest.
 */
function startWith(before: readonly string[], findings: readonly ReportFinding[], weights: Record<string, number>, costs: Record<string, CustomerCost>): string[] {
  const rank = (id: string) => (before.includes(id) ? before.indexOf(id) : before.length);
  const inReportOrder = findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => severityRank[a.finding.severity] - severityRank[b.finding.severity] || rank(a.finding.id) - rank(b.finding.id) || (weights[b.finding.id] ?? 0) - (weights[a.finding.id] ?? 0) || a.index - b.index)
    .map(({ finding }) => ({ id: finding.id, cost: costs[finding.id] ?? costOf(finding.id), severity: finding.severity, weight: 0 }));
  return firstToFix(inReportOrder).map((f) => f.id);
}
