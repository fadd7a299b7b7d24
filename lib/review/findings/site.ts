/**
 * The site's findings: every rule run on every page read, a finding found on several pages kept once
 * with the pages it is on (their own evidence, page by page, where it differs), and the rules only
 * the pages read together can show (rules/site.ts). Scores as for one page: each area loses its
 * findings' weights; performance is the submitted page's estimate. Pure.
 */
import type { PageRead, SiteWideFacts } from '../facts/site';
import { estimatePerformance } from './performance-score';
import { byImpact, findIssues, MAX_EVIDENCE_LINES, rules, severityOf, type Assessment, type Finding, type RuleContext } from './index';
import { plural } from './wording';
import { firstToFix, mostCostly } from './order';
import { siteRules } from './rules/site';
import type { Absent } from './rules/types';
import { reviewAreas, type ReviewArea } from '../areas';

/** Rules whose per-page form the site form replaces (one check of the whole site's links). */
const REPLACED_BY_SITE = new Set(siteRules.map((r) => r.id));

export interface SiteFinding extends Finding {
  /** The pages it is on, as full addresses, in the order the pages were read. */
  pages: string[];
  /** What it says each page lacks (Rule.claimsAbsent), by page address. */
  absentOn?: Record<string, readonly Absent[]>;
}

export interface SiteAssessment extends Omit<Assessment, 'findings' | 'startWith'> {
  findings: SiteFinding[];
  startWith: SiteFinding[];
  /** Each page read (its address) and the ids of the findings on it. */
  pageFindings: Map<string, string[]>;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/** Findings about the server or the domain rather than one page (Rule.siteScoped): said once, in the first page's words. */
const SITE_SCOPED = new Set(rules.filter((rule) => rule.siteScoped).map((rule) => rule.id));

/** One finding for a rule found on several pages: the heaviest weight, and each page's evidence where it differs. */
function merged(found: { page: PageRead; finding: Finding }[]): SiteFinding {
  const heaviest = found.reduce((a, b) => (b.finding.weight > a.finding.weight ? b : a)).finding;
  const pages = found.map((f) => f.page.url);
  const first = found[0]!.finding;
  // What each page lacks, by its own rule's words: the proof searches each page for its own.
  const claims = found.filter((f) => f.finding.absent?.length).map((f) => [f.page.url, f.finding.absent!] as const);
  const absent = claims.length ? { absentOn: Object.fromEntries(claims) } : {};
  // What it costs a customer is what it costs on the page where it costs most.
  const cost = mostCostly(found.map((f) => f.finding.cost));
  if (found.length === 1 || SITE_SCOPED.has(first.id) || found.every((f) => same(f.finding.evidence, first.evidence))) return { ...heaviest, cost, ...absent, evidence: first.evidence, pages };
  // Each page's own words for up to four pages; the rest are counted (the finding lists them all).
  const perPage = found.length > 3 ? 1 : 2;
  const shown = found.slice(0, 4);
  const evidence = shown.flatMap((f) => f.finding.evidence.slice(0, perPage).map((line) => `${f.page.path}: ${line}`));
  if (found.length > shown.length) evidence.push(`and on ${plural(found.length - shown.length, 'more page')}`);
  return { ...heaviest, cost, ...absent, evidence, pages };
}

export function assessSite(pages: PageRead[], site: SiteWideFacts, context: RuleContext): SiteAssessment {
  const read = pages.filter((p): p is PageRead & { facts: NonNullable<PageRead['facts']> } => p.facts !== null);
  const byId = new Map<string, { page: PageRead; finding: Finding }[]>();
  for (const page of read) {
    for (const finding of findIssues(page.facts, context)) {
      if (REPLACED_BY_SITE.has(finding.id)) continue;
      byId.set(finding.id, [...(byId.get(finding.id) ?? []), { page, finding }]);
    }
  }
  // An absence another page answers is no absence of the site's (Rule.answeredBySite).
  for (const rule of rules) if (rule.answeredBySite && (byId.get(rule.id)?.length ?? 0) < read.length) byId.delete(rule.id);
  // A frozen years figure is one flaw: where the site rule (years-in-business) already names a figure against the site's
  // start year, a page's own stale-experience finding on that figure says it again, and goes.
  const namedFigures = new Set(site.yearsMismatch.map((m) => m.claim.figure));
  const stale = byId.get('stale-experience')?.filter(({ page }) => !namedFigures.has(page.facts!.staleExperience?.claimed ?? -1));
  if (stale) {
    if (stale.length) byId.set('stale-experience', stale);
    else byId.delete('stale-experience');
  }
  const pathToUrl = new Map(read.map((p) => [p.path, p.url]));
  const siteFound: SiteFinding[] = siteRules
    .filter((rule) => rule.applies(site))
    .map((rule) => {
      const weight = rule.weight(site);
      return {
        id: rule.id,
        area: rule.area,
        severity: severityOf(weight),
        weight,
        cost: rule.cost,
        title: typeof rule.title === 'function' ? rule.title(site) : rule.title,
        evidence: rule.evidence(site).slice(0, MAX_EVIDENCE_LINES),
        advice: rule.advice,
        pages: rule.pages(site).map((path) => pathToUrl.get(path) ?? path),
      };
    })
    .filter((f) => f.evidence.length > 0);
  const all = [...[...byId.values()].map(merged), ...siteFound];
  const findings = reviewAreas.flatMap((area) => byImpact(all.filter((f) => f.area === area)) as SiteFinding[]);
  const performance = estimatePerformance(read[0]!.facts);
  return withFindings({ performance, pageFindings: new Map(read.map((p) => [p.url, []])) }, findings);
}

/**
 * The assessment of these findings (the proof stage may leave out some): each area but performance
 * scores 100 less its findings' weights (never below 0), performance is the estimate's, and the
 * order to start in and the findings on each page follow the findings.
 */
export function withFindings(assessment: Pick<SiteAssessment, 'performance' | 'pageFindings'>, findings: SiteFinding[]): SiteAssessment {
  const scores = Object.fromEntries(
    reviewAreas.map((area) => [area, area === 'performance' ? assessment.performance.score : Math.max(0, 100 - findings.filter((f) => f.area === area).reduce((sum, f) => sum + f.weight, 0))]),
  ) as Record<ReviewArea, number>;
  const pageFindings = new Map([...assessment.pageFindings.keys()].map((url) => [url, findings.filter((f) => f.pages.includes(url)).map((f) => f.id)]));
  return { findings, scores, performance: assessment.performance, startWith: firstToFix(findings), pageFindings };
}
