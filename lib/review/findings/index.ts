/**
 * The findings stage: pure rules over the facts (rules/: a table per area, and trust's two, trust.ts
 * and leftovers.ts for what a site still carries from its build or its age; rules/site.ts holds the
 * checks over the pages read together, run by ./site.ts; rules/lab.ts the checks of what Lighthouse's
 * run saw, run by ./lab.ts when the lab measured the page), the scores, and the order to work in.
 * Every finding carries its evidence; nothing here reads anything but the facts. The five to start
 * with go by what each flaw costs the business's customers (order.ts).
 *
 * Scores: search, accessibility, conversion and trust start at 100 and lose each finding's weight
 * (never below 0). Performance comes from the load model (performance-score.ts), not from weights.
 * Whatever a writer makes of them, the finished report holds every score to its area's findings
 * (report/compose.ts: below 90 beside a high-impact finding).
 * Severity follows weight: 15 or more is high, 8–14 medium, below 8 low.
 */
import type { ReviewFacts } from '../facts';
import { reviewAreas, type ReviewArea, type Severity } from '../areas';
import { estimatePerformance, type PerformanceEstimate } from './performance-score';
import { accessibilityRules } from './rules/accessibility';
import { conversionRules } from './rules/conversion';
import { performanceRules } from './rules/performance';
import { searchRules } from './rules/search';
import { trustRules } from './rules/trust';
import { trustLeftoverRules } from './rules/leftovers';
import { tradeRules } from './rules/trade';
import type { Absent, CustomerCost, Rule, RuleContext } from './rules/types';
import { firstToFix } from './order';

export type { RuleContext } from './rules/types';

export const rules: readonly Rule[] = [...searchRules, ...performanceRules, ...accessibilityRules, ...conversionRules, ...tradeRules, ...trustLeftoverRules, ...trustRules];

const defaultContext: RuleContext = { industry: 'professional-services' };

/** The report schema's bounds on evidence (report/schema.ts): 12 lines of at most 400 characters. */
/** At most this many lines of evidence per finding, whichever rules made it. */
export const MAX_EVIDENCE_LINES = 12;
const MAX_EVIDENCE_CHARS = 400;
const clipLine = (line: string) => ([...line].length <= MAX_EVIDENCE_CHARS ? line : `${[...line].slice(0, MAX_EVIDENCE_CHARS - 1).join('')}…`);

export interface Finding {
  id: string;
  area: ReviewArea;
  severity: Severity;
  weight: number;
  /** What the flaw costs a customer (Rule.cost): the order to start in. */
  cost: CustomerCost;
  title: string;
  evidence: string[];
  advice: string;
  /** What it says the page lacks (Rule.claimsAbsent), for the proof to search for again. */
  absent?: readonly Absent[];
  /** Its evidence names files with their answers, and which files (Rule.namesFileAnswers). */
  namesFileAnswers?: 'requested' | 'latent';
}

export const severityOf = (weight: number): Severity => (weight >= 15 ? 'high' : weight >= 8 ? 'medium' : 'low');
const severityRank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const value = <T>(v: T | ((facts: ReviewFacts, context: RuleContext) => T), facts: ReviewFacts, context: RuleContext): T =>
  typeof v === 'function' ? (v as (f: ReviewFacts, c: RuleContext) => T)(facts, context) : v;

/** Every rule that applies, in area order, most severe (then heaviest) first within an area. */
export function findIssues(facts: ReviewFacts, context: RuleContext = defaultContext): Finding[] {
  const found = rules
    .filter((rule) => rule.applies(facts, context))
    .map((rule) => {
      const weight = value(rule.weight, facts, context);
      return {
        id: rule.id,
        area: rule.area,
        severity: severityOf(weight),
        weight,
        cost: value(rule.cost, facts, context),
        title: value(rule.title, facts, context),
        // Evidence never carries an empty line: an example list that came out empty is left out.
        evidence: rule
          .evidence(facts, context)
          .map((line) => clipLine(line.trim()))
          .filter((line) => line !== '' && !/e\.g\.\s*$/.test(line))
          .slice(0, MAX_EVIDENCE_LINES),
        advice: value(rule.advice, facts, context),
        ...(rule.claimsAbsent ? { absent: value(rule.claimsAbsent, facts, context) } : {}),
        ...(rule.namesFileAnswers ? { namesFileAnswers: rule.namesFileAnswers } : {}),
      };
    })
    .filter((finding) => finding.evidence.length > 0);
  return reviewAreas.flatMap((area) => byImpact(found.filter((f) => f.area === area)));
}

/** Most severe first, then heaviest; ties keep the rules' order. */
export function byImpact(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => severityRank[a.finding.severity] - severityRank[b.finding.severity] || b.finding.weight - a.finding.weight || a.index - b.index)
    .map(({ finding }) => finding);
}

export interface Assessment {
  findings: Finding[];
  scores: Record<ReviewArea, number>;
  performance: PerformanceEstimate;
  /** The five to start with, by what each costs a customer (order.ts). */
  startWith: Finding[];
}

export function assess(facts: ReviewFacts, context: RuleContext = defaultContext): Assessment {
  const findings = findIssues(facts, context);
  const performance = estimatePerformance(facts);
  const scores = Object.fromEntries(
    reviewAreas.map((area) => [
      area,
      area === 'performance' ? performance.score : Math.max(0, 100 - findings.filter((f) => f.area === area).reduce((sum, f) => sum + f.weight, 0)),
    ]),
  ) as Record<ReviewArea, number>;
  return { findings, scores, performance, startWith: firstToFix(findings) };
}

export { estimatePerformance, performanceModel, logNormalScore } from './performance-score';
