/**
 * The built-in writer (no model configured): the report from the facts and the findings, every
 * sentence built from a fact. It also writes the facts-only parts the model path keeps as they are
 * (measurements, scores, evidence). Pure and deterministic.
 */
import { findIndustry, type IndustrySlug } from '@/content/industries/registry';
import { whyFor } from '@/content/review-advice';
import { tradeShown } from '../facts/trade';
import { formatBytes } from '@/lib/review/format-bytes';
import type { ReviewFacts } from '../facts';
import type { Assessment } from '../findings';
import type { PageRead, SiteWideFacts } from '../facts/site';
import { lazyPictures, plain, plural, quote, seconds } from '../findings/wording';
import { siteStrengths } from '../findings/strengths';
import { areaNames, reviewAreas, type ReviewArea, type ReviewReport } from '../report/schema';

export interface WriterContext {
  industry?: string;
  focusArea?: string;
}


const focusTopics: readonly { area: ReviewArea | 'mobile'; label: string; pattern: RegExp }[] = [
  { area: 'search', label: 'search visibility', pattern: /\b(seo|search|google|rank\w*|organic|keywords?|indexing)\b/ },
  { area: 'performance', label: 'speed', pattern: /\b(speed\w*|fast\w*|slow\w*|performance|load\w*|core web vitals|weight|images?)\b/ },
  { area: 'accessibility', label: 'accessibility', pattern: /\b(accessib\w*|ada|wcag|a11y|screen readers?|disabilit\w*)\b/ },
  { area: 'conversion', label: 'leads and conversion', pattern: /\b(conversions?|convert\w*|leads?|contact\w*|forms?|booking\w*|enquir\w*|inquir\w*|sales|sign ?ups?|calls?)\b/ },
  { area: 'trust', label: 'trust and security', pattern: /\b(trust\w*|secur\w*|https|ssl|privacy|safe\w*|hack\w*)\b/ },
  { area: 'mobile', label: 'mobile', pattern: /\b(mobile|phones?|responsive|tablets?|iphone|android)\b/ },
];

/** The visitor's text is untrusted: letters, digits and plain punctuation only, at most `max` characters. */
export function sanitizeFocus(text: string, max = 100): string {
  const cleaned = text
    .slice(0, 2000)
    .replace(/[^\p{L}\p{N} .,;:!?'()&/+%@-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned];
  return chars.length <= max ? cleaned : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** What the notes on the visitor's focus read: the findings and scores, and the estimate's paints. */
type FocusAssessment = { findings: readonly { area: ReviewArea; title: string }[]; scores: Assessment['scores']; performance: Pick<Assessment['performance'], 'firstPaintMs' | 'largestPaintMs'> };

export function focusNotes(facts: ReviewFacts, assessment: FocusAssessment, focus: string): ReviewReport['focus'] {
  if (!focus) return null;
  const haystack = focus.toLowerCase();
  const matched = focusTopics.filter((t) => t.pattern.test(haystack));
  const notes: string[] = [];
  for (const topic of matched) {
    if (topic.area === 'mobile') {
      notes.push(facts.viewport ? `Phones: a viewport is set${facts.viewport.blocksZoom ? ', but it blocks zooming' : ''}.` : 'Phones: there is no viewport tag, so phones get a shrunken desktop page.');
      notes.push(`Phones: an estimated first paint of ${seconds(assessment.performance.firstPaintMs)} and largest paint of ${seconds(assessment.performance.largestPaintMs)} on a mobile network.`);
      continue;
    }
    const area = topic.area;
    const inArea = assessment.findings.filter((f) => f.area === area);
    notes.push(
      `${areaNames[area]} scored ${assessment.scores[area]}/100 with ${plural(inArea.length, 'finding')}${inArea.length ? `: ${inArea.map((f) => f.title.toLowerCase()).join('; ')}` : ''}.`,
    );
  }
  if (matched.length === 0) {
    const lowest = reviewAreas.reduce((low, area) => (assessment.scores[area] < assessment.scores[low] ? area : low), reviewAreas[0]);
    notes.push(`We could not match that to an area we measure, so start with the lowest score: ${areaNames[lowest]} at ${assessment.scores[lowest]}/100.`);
  }
  return { asked: focus, notes };
}

/**
 * The files the page references that are no part of the weight because they could not be had, and why:
 * a <base href> off the site sends them where it points; an address that is not public (the visitor's
 * own computer, a private network) is not fetched; the rest did not answer. Empty when every one was had.
 */
function unfetched(facts: ReviewFacts): string {
  const p = facts.performance;
  const missing = p.unreachable;
  if (missing === 0) return '';
  const files = p.requests > 1 ? plural(missing, 'more file') : missing === 1 ? 'the one file' : `the ${plural(missing, 'file')}`;
  const verb = missing === 1 ? 'is' : 'are';
  if (facts.baseHref?.offSite) return `; ${files} it references ${verb} not counted: its <base href> sends ${missing === 1 ? 'it' : 'them'} to ${plain(facts.baseHref.href)}${p.refused === missing ? ', an address that is not public' : ''}`;
  if (p.refused === missing) return `; ${files} it references ${verb} on an address that is not public (not fetched, not counted)`;
  return `; ${files} it references could not be reached when we asked (not counted)`;
}

/**
 * The summary: what was loaded and how much it weighs (as Lighthouse measured it, when the lab did:
 * `measured`), what the review read of the site, and how many findings of each impact.
 */
export function summary(
  facts: ReviewFacts,
  assessment: { findings: readonly { severity: ReviewReport['findings'][number]['severity'] }[] },
  industryName: string,
  site?: Pick<SiteContext, 'facts'>,
  measured?: { requests: number; totalBytes: number },
): string {
  const p = facts.performance;
  const named = facts.title ? `${quote(facts.title.text)} (${plain(facts.host)})` : plain(facts.host);
  const heading = facts.headings.h1[0] ? ` Its main heading reads ${quote(facts.headings.h1[0])}.` : '';
  const counts = (['high', 'medium', 'low'] as const)
    .map((severity) => [severity, assessment.findings.filter((f) => f.severity === severity).length] as const)
    .filter(([, n]) => n > 0)
    .map(([severity, n]) => `${n} ${severity}`)
    .join(', ');
  const several = Boolean(site && site.facts.read > 1);
  // Fonts offered in several formats are all fetched and counted; a browser downloads one of each, and the sentence says so.
  const alternates = p.fontAlternates > 0 ? `, counting ${plural(p.fontAlternates, 'font file')} that only stand in for another format of the same font` : '';
  const what = p.requests > 1 || p.unreachable === 0 ? `the page and ${plural(p.requests - 1, 'file')} it references, ${formatBytes(p.totalBytes)} in all${alternates}${lazyPictures(p.lazyImages, formatBytes)}` : `the page itself, ${formatBytes(p.totalBytes)}`;
  const loaded = measured
    ? `Lighthouse loaded ${named} on a simulated phone: the page and ${plural(measured.requests - 1, 'file')} it loaded, ${formatBytes(measured.totalBytes)} transferred.${heading}`
    : `We loaded ${named} as a phone would: ${what}${unfetched(facts)}.${heading}`;
  const siteLine = several ? ` ${coverage(site!)}` : '';
  return (
    `${loaded}${siteLine} ` +
    (assessment.findings.length
      ? `We found ${plural(assessment.findings.length, 'thing')} to fix (${counts} impact), each shown below with what ${several ? 'on the site' : 'on the page'} shows it, and why it matters for ${industryName.toLowerCase()}.`
      : `Every check we run passed: there is nothing to fix on ${several ? 'the pages we read' : 'this page'}.`)
  );
}

/** The site read with the page: the pages and their facts, and what shows only across them. */
export interface SiteContext {
  pages: PageRead[];
  facts: SiteWideFacts;
}

const where = (why: SiteWideFacts['notRead'][number]['why']) =>
  ({ 'not read: time': 'not read in time', refused: 'refused: not a public address', unreachable: 'did not answer', 'not a web page': 'not a web page', 'left the site': 'redirects to another site', 'directory listing': 'a directory listing', 'server default page': 'the web server’s default page' })[why];

/** What the review read of the site, and what it left, in a sentence or two. */
export function coverage(site: Pick<SiteContext, 'facts'>): string {
  const f = site.facts;
  const others = f.read - 1;
  const read = `We read ${plural(f.read, 'page')} of the site: the one you gave${others > 0 ? ` and ${plural(others, 'page')} it links to` : ''}${f.linked > others ? ` (it links to ${plural(f.linked, 'page')} of the site in all)` : ''}.`;
  const unread = f.menuLinked - f.menuRead - f.menuBroken;
  const menu =
    f.menuLinked > 0 && f.menuRead < f.menuLinked
      ? ` ${f.menuRead} of the ${plural(f.menuLinked, 'page')} linked from the menu ${f.menuRead === 1 ? 'was' : 'were'} read${f.menuBroken ? `; ${f.menuBroken} answer${f.menuBroken === 1 ? 's' : ''} with an error (see the broken links)` : ''}${unread > 0 && f.menuBroken ? `, and ${unread} ${unread === 1 ? 'was' : 'were'} left for the page limit or the time` : ''}.`
      : '';
  const left = f.notRead.length > 0 ? ` Not read: ${f.notRead.slice(0, 5).map((n) => `${n.path} (${where(n.why)})`).join(', ')}${f.notRead.length > 5 ? ', …' : ''}.` : '';
  return `${read}${menu}${left}`;
}

export function writeBuiltinReport(facts: ReviewFacts, assessment: Assessment, context: WriterContext = {}, site?: SiteContext): ReviewReport {
  const industry = findIndustry(context.industry ?? '') ?? findIndustry('professional-services')!;
  // Why it matters, in the words of the trade the submitted page shows (a roofer hears nothing of menus).
  const why = whyFor(industry.slug as IndustrySlug, tradeShown(facts));
  const p = facts.performance;
  const severalPages = Boolean(site && site.facts.read > 1);
  return {
    version: 1,
    site: { url: facts.finalUrl, host: facts.host, title: facts.title?.text ?? null, h1: facts.headings.h1[0] ?? null },
    industry: { slug: industry.slug, name: industry.name },
    writer: 'builtin',
    summary: [...summary(facts, assessment, industry.name, site)].slice(0, 1200).join(''),
    scores: assessment.scores,
    findings: assessment.findings.map((f) => ({
      id: f.id,
      area: f.area,
      severity: f.severity,
      title: f.title,
      evidence: f.evidence,
      advice: f.advice,
      why: why[f.area],
      ...(severalPages && 'pages' in f && Array.isArray(f.pages) && f.pages.length > 0 ? { pages: f.pages as string[] } : {}),
    })),
    startWith: assessment.startWith.map((f) => f.id),
    working: siteStrengths(facts, site?.pages ?? [], assessment.findings).map((s) => s.text),
    focus: focusNotes(facts, assessment, sanitizeFocus(context.focusArea ?? '')),
    measurements: {
      totalBytes: p.totalBytes,
      requests: p.requests,
      byType: p.byType,
      heaviest: p.heaviest,
      renderBlocking: p.renderBlocking.scripts.length + p.renderBlocking.stylesheets.length,
      thirdPartyBytes: p.thirdParty.bytes,
      brokenFiles: p.broken.length,
      estimatedFirstPaintMs: assessment.performance.firstPaintMs,
      estimatedLargestPaintMs: assessment.performance.largestPaintMs,
      estimatedPerformance: assessment.performance.score,
      responseMs: facts.responseMs,
      notMeasured: p.unreachable + p.notFetched,
    },
    ...(site
      ? {
          pages: site.pages
            .filter((page) => page.facts && page.status !== null)
            .map((page) => ({
              url: page.url,
              status: page.status!,
              ...(page.facts!.title ? { title: page.facts!.title.text } : {}),
              bytes: page.facts!.performance.totalBytes,
              findings: assessment.findings.filter((f) => 'pages' in f && Array.isArray(f.pages) && f.pages.includes(page.url)).map((f) => f.id),
            })),
          coverage: coverage(site),
        }
      : {}),
  };
}
