/**
 * Lab facts: what Lighthouse's phone run saw on the page as it loaded, read from its result (the
 * LHR, local or PageSpeed Insights'): the accessibility audits that fail (text whose contrast with
 * its background is too low, tap targets too small or too close, no main landmark, controls and
 * fields without a name, ARIA misuse, images without alt text, no page language, zoom blocked),
 * images without an explicit width and height (what is below them can move as they arrive), the
 * layout's shifts as it loaded and their causes, the
 * errors the page logged to the console (its own scripts' apart from other sites'), Lighthouse's
 * category scores, and the requests the page made (./lab-network.ts). Static HTML cannot compute a
 * colour on its background or a button's size on a phone; the lab can, so these are its facts.
 * Pure: no I/O.
 */
import { shortUrl } from './files';
import { labRequests, labWeight, type LabRequest, type LabWeight } from './lab-network';

export { labWeight, type LabRequest, type LabWeight } from './lab-network';

/** An element an audit names, as Lighthouse describes it. */
export interface LabNode {
  /** Lighthouse's label: the element's text, alt or name, else its tag. */
  label: string;
  selector: string;
  /** Its opening tag as Lighthouse quotes it. */
  snippet: string;
}

export interface LowContrastText extends LabNode {
  /** The colours as axe computed them (#rrggbb). */
  fg: string;
  bg: string;
  /** The contrast axe measured, and what WCAG AA asks for this text's size and weight. */
  ratio: number;
  required: number;
}

export interface SmallTarget extends LabNode {
  /** Too small (width × height under minSize), or too close to its neighbours (a safe space of offset under minOffset). */
  problem: 'size' | 'spacing';
  width?: number;
  height?: number;
  minSize?: number;
  offset?: number;
  minOffset?: number;
}

/** An image Lighthouse found without an explicit width and height (its attributes, or its style's size or aspect ratio). */
export interface UnsizedImage extends LabNode {
  /** Its address as the page names it for a reader: a path on the page's own site, else host and path. */
  file: string;
}

/** One layout shift Lighthouse's run measured, with what it says caused it. */
export interface LayoutShift {
  /** The element that moved most, when Lighthouse names one. */
  node: LabNode | null;
  /** Its share of the cumulative layout shift (3 decimals). */
  score: number;
  /** Web fonts whose arrival moved it (their files, as `file` is said). */
  fonts: string[];
  /** Pictures or videos without an explicit size whose arrival moved it. */
  media: LabNode[];
  /** Frames added as the page loaded (their addresses, '' when Lighthouse gives none). */
  frames: string[];
}

export interface LabConsoleError {
  /** Where it came from, as Lighthouse says: exception, console.error, network… */
  source: string;
  text: string;
  /** The script that logged it, when Lighthouse names one. */
  url: string | null;
  /** Logged by a script of the page's own origin (inline scripts included). */
  own: boolean;
}

/**
 * The audits the review reads besides the accessibility ones, each a failing element list: images
 * without an explicit width and height (Chromium's own matched styles decide what sizes them), and
 * the layout's shifts when they add up to more than 0.1.
 */
export const LAB_LAYOUT_AUDITS = ['unsized-images', 'layout-shifts'] as const;

/** The accessibility audits the review reads, each a failing element list. */
export const LAB_ACCESSIBILITY_AUDITS = [
  'color-contrast',
  'target-size',
  'landmark-one-main',
  'button-name',
  'link-name',
  'label',
  'select-name',
  'image-alt',
  'html-has-lang',
  'meta-viewport',
] as const;

export interface LabFacts {
  /** The page Lighthouse loaded (after redirects). */
  url: string;
  /** Lighthouse's category scores, 0–100, where it ran the category. */
  scores: { accessibility: number | null; bestPractices: number | null; seo: number | null };
  /** Every audit the review reads that failed (the accessibility and layout ones), by id, with its title and the elements it names (at most 30). */
  failed: Record<string, { title: string; nodes: LabNode[]; count: number }>;
  lowContrast: LowContrastText[];
  smallTargets: SmallTarget[];
  /** Images without an explicit width and height (the unsized-images audit, also in `failed`): what is below them can move as they load. */
  unsizedImages: UnsizedImage[];
  /**
   * The layout's shifts as the page loaded, when their sum (CLS) was over 0.1, where Lighthouse's
   * layout-shifts audit fails (also in `failed`): the sum and the largest shifts with their causes.
   */
  layoutShift: { cls: number; shifts: LayoutShift[] } | null;
  /** The ARIA audits that failed: aria-* (roles, attributes, names of ARIA widgets). */
  aria: { id: string; title: string; nodes: LabNode[]; count: number }[];
  consoleErrors: LabConsoleError[];
  requests: LabRequest[];
  /** What those requests add up to: files, bytes, broken files. */
  weight: LabWeight;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');
const MAX_NODES = 30;

function items(audit: unknown): Json[] {
  const details = isObject(audit) ? audit.details : undefined;
  const list = isObject(details) ? details.items : undefined;
  return Array.isArray(list) ? list.filter(isObject) : [];
}

/** A failed audit: scored below 1 (binary audits fail at 0), not informative or not applicable. */
function failing(audit: unknown): audit is Json {
  return isObject(audit) && typeof audit.score === 'number' && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative';
}

function node(item: Json): (LabNode & { explanation: string }) | null {
  const n = item.node;
  if (!isObject(n)) return null;
  return { label: text(n.nodeLabel).slice(0, 200), selector: text(n.selector).slice(0, 200), snippet: text(n.snippet).slice(0, 300), explanation: typeof n.explanation === 'string' ? n.explanation : '' };
}

const plainNode = ({ label, selector, snippet }: LabNode): LabNode => ({ label, selector, snippet });

// axe's own words (axe-core's color-contrast and target-size checks), as Lighthouse passes them on.
const CONTRAST = /insufficient color contrast of ([\d.]+) \(foreground color: (#[0-9a-f]{6}), background color: (#[0-9a-f]{6}),.*?\)\. Expected contrast ratio of ([\d.]+):1/i;
const SIZE = /Target has insufficient size[^(]*\((?:smallest space is )?([\d.]+)px by ([\d.]+)px, should be at least ([\d.]+)px by [\d.]+px\)/;
const SPACING = /insufficient space to its closest neighbors\. Safe clickable space has a diameter of ([\d.]+)px instead of at least ([\d.]+)px/;

function lowContrast(audit: unknown): LowContrastText[] {
  const found: LowContrastText[] = [];
  for (const item of items(audit)) {
    const n = node(item);
    const m = n && CONTRAST.exec(n.explanation);
    if (!n || !m) continue;
    found.push({ ...plainNode(n), fg: m[2]!.toLowerCase(), bg: m[3]!.toLowerCase(), ratio: Number(m[1]), required: Number(m[4]) });
  }
  return found.slice(0, MAX_NODES);
}

function smallTargets(audit: unknown): SmallTarget[] {
  const found: SmallTarget[] = [];
  for (const item of items(audit)) {
    const n = node(item);
    if (!n) continue;
    const size = SIZE.exec(n.explanation);
    const spacing = SPACING.exec(n.explanation);
    if (size) found.push({ ...plainNode(n), problem: 'size', width: Number(size[1]), height: Number(size[2]), minSize: Number(size[3]) });
    else if (spacing) found.push({ ...plainNode(n), problem: 'spacing', offset: Number(spacing[1]), minOffset: Number(spacing[2]) });
  }
  return found.slice(0, MAX_NODES);
}

function unsizedImages(audit: unknown, pageUrl: string): UnsizedImage[] {
  const found: UnsizedImage[] = [];
  for (const item of items(audit)) {
    const n = node(item);
    const url = text(item.url);
    if (!n || !/^https?:/i.test(url)) continue;
    found.push({ ...plainNode(n), file: shortUrl(url, pageUrl) });
  }
  return found.slice(0, MAX_NODES);
}

// Lighthouse's words for a shift's causes (core/audits/layout-shifts.js, rootCause*).
const CAUSE_FONT = /^Web font/i;
const CAUSE_MEDIA = /^Media element lacking an explicit size/i;
const CAUSE_FRAME = /^Injected iframe/i;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function layoutShifts(audits: Json, pageUrl: string): { cls: number; shifts: LayoutShift[] } | null {
  const cls = isObject(audits['cumulative-layout-shift']) ? (audits['cumulative-layout-shift'] as Json).numericValue : undefined;
  if (typeof cls !== 'number') return null;
  const shifts = items(audits['layout-shifts']).flatMap((item): LayoutShift[] => {
    if (typeof item.score !== 'number') return [];
    const n = node(item);
    const subItems = isObject(item.subItems) && Array.isArray(item.subItems.items) ? item.subItems.items.filter(isObject) : [];
    const shift: LayoutShift = { node: n ? plainNode(n) : null, score: round3(item.score), fonts: [], media: [], frames: [] };
    for (const sub of subItems) {
      const cause = text(sub.cause);
      const extra = isObject(sub.extra) ? sub.extra : {};
      const url = extra.type === 'url' ? text(extra.value) : '';
      if (CAUSE_FONT.test(cause) && url) shift.fonts.push(shortUrl(url, pageUrl));
      else if (CAUSE_MEDIA.test(cause) && extra.type === 'node') shift.media.push(plainNode(node({ node: extra })!));
      else if (CAUSE_FRAME.test(cause)) shift.frames.push(url ? shortUrl(url, pageUrl) : '');
    }
    return [shift];
  });
  return { cls: round3(cls), shifts: shifts.slice(0, 5) };
}

function failedAudit(audit: Json): { title: string; nodes: LabNode[]; count: number } {
  const nodes = items(audit)
    .map(node)
    .filter((n): n is NonNullable<typeof n> => n !== null)
    .map(plainNode);
  return { title: text(audit.title), nodes: nodes.slice(0, MAX_NODES), count: nodes.length };
}

const originOf = (url: string) => URL.parse(url)?.origin ?? null;

function consoleErrors(audit: unknown, pageUrl: string): LabConsoleError[] {
  const page = originOf(pageUrl);
  return items(audit)
    .map((item) => {
      const location = isObject(item.sourceLocation) ? item.sourceLocation : {};
      const url = text(location.url) || text(item.url) || null;
      const source = text(item.source) || 'other';
      // The message's first line: an exception's stack follows it.
      const message = typeof item.description === 'string' ? text(item.description.split('\n')[0]) : '';
      return { source, text: message.slice(0, 300), url, own: url !== null && page !== null && originOf(url) === page };
    })
    .filter((e) => e.text !== '')
    .slice(0, 20);
}

const score = (categories: Json, id: string): number | null => {
  const category = categories[id];
  return isObject(category) && typeof category.score === 'number' ? Math.round(category.score * 100) : null;
};

/**
 * The lab's facts in a Lighthouse result. A local run's result carries `guardAnswered` (lab/local.ts):
 * the http addresses the lab's network guard answered itself (refused, or unreachable beyond it),
 * whose statuses are the guard's, not the site's, so those requests count as unanswered.
 */
export function readLabFacts(lhr: Json): LabFacts {
  const audits = isObject(lhr.audits) ? lhr.audits : {};
  const categories = isObject(lhr.categories) ? lhr.categories : {};
  const url = text(lhr.mainDocumentUrl) || text(lhr.finalDisplayedUrl) || text(lhr.finalUrl) || text(lhr.requestedUrl);
  const failed: LabFacts['failed'] = {};
  for (const id of [...LAB_ACCESSIBILITY_AUDITS, ...LAB_LAYOUT_AUDITS]) {
    const audit = audits[id];
    if (failing(audit)) failed[id] = failedAudit(audit);
  }
  const guardAnswered = Array.isArray(lhr.guardAnswered) ? lhr.guardAnswered.filter((a): a is string => typeof a === 'string') : [];
  const requests = labRequests(items(audits['network-requests']), new Set(guardAnswered));
  const aria = Object.keys(audits)
    .filter((id) => id.startsWith('aria-') && failing(audits[id]))
    .sort()
    .map((id) => ({ id, ...failedAudit(audits[id] as Json) }));
  return {
    url,
    scores: { accessibility: score(categories, 'accessibility'), bestPractices: score(categories, 'best-practices'), seo: score(categories, 'seo') },
    failed,
    lowContrast: failed['color-contrast'] ? lowContrast(audits['color-contrast']) : [],
    smallTargets: failed['target-size'] ? smallTargets(audits['target-size']) : [],
    unsizedImages: failed['unsized-images'] ? unsizedImages(audits['unsized-images'], url) : [],
    layoutShift: failed['layout-shifts'] ? layoutShifts(audits, url) : null,
    aria,
    consoleErrors: failing(audits['errors-in-console']) ? consoleErrors(audits['errors-in-console'], url) : [],
    requests,
    weight: labWeight(requests, url),
  };
}

/** Lighthouse clips a label at 80 characters with an ellipsis; what comes before it is the element's text. */
const CLIPPED = /\s*…$/;

interface PageWords {
  /** The page's text blocks, whitespace collapsed, and the same in lower case. */
  blocks: { text: string; folded: string }[];
  /** All of it in one line, and the same in lower case. */
  all: string;
  folded: string;
}

/**
 * A label in the page's own words. Lighthouse labels an element by its rendered text (innerText),
 * which a style's text-transform has already turned to capitals ("CONTACT FORM" where the page
 * says "Contact Form"). Where the page's text holds the label in other letter case only, the label
 * becomes the page's own spelling of it, which a reader finds in the HTML: a whole block of text
 * first (a link's, a heading's, a button's), else the first place in the text that reads the same;
 * else it stays as the run gave it.
 */
function labelInWords(label: string, page: PageWords): string {
  const clipped = CLIPPED.test(label);
  const body = label.replace(CLIPPED, '');
  if (!body || page.all.includes(body)) return label;
  const lower = body.toLowerCase();
  const block = clipped ? page.blocks.find((b) => b.folded.startsWith(lower)) : page.blocks.find((b) => b.folded === lower);
  const at = page.folded.indexOf(lower);
  const words = block ? block.text.slice(0, body.length) : at >= 0 ? page.all.slice(at, at + body.length) : null;
  return words === null ? label : `${words}${clipped ? '…' : ''}`;
}

/**
 * The run's facts with each element's label in the words of the page it loaded (pageText: what a
 * visitor reads on it, one block per entry). Without the page's text (an older review), as they were.
 */
export function labFactsInPageWords(lab: LabFacts, pageText: readonly string[] | undefined): LabFacts {
  // Lower case that changes a text's length (a dotted capital I) would misplace the match: those blocks are left out.
  const blocks = (pageText ?? []).map(text).map((t) => ({ text: t, folded: t.toLowerCase() })).filter((b) => b.text && b.folded.length === b.text.length);
  if (!blocks.length) return lab;
  const all = blocks.map((b) => b.text).join(' ');
  const page: PageWords = { blocks, all, folded: all.toLowerCase() };
  const words = <T extends LabNode>(node: T): T => {
    const label = labelInWords(node.label, page);
    return label === node.label ? node : { ...node, label };
  };
  return {
    ...lab,
    failed: Object.fromEntries(Object.entries(lab.failed).map(([id, audit]) => [id, { ...audit, nodes: audit.nodes.map(words) }])),
    lowContrast: lab.lowContrast.map(words),
    smallTargets: lab.smallTargets.map(words),
    unsizedImages: lab.unsizedImages.map(words),
    layoutShift: lab.layoutShift && { ...lab.layoutShift, shifts: lab.layoutShift.shifts.map((shift) => ({ ...shift, node: shift.node && words(shift.node), media: shift.media.map(words) })) },
    aria: lab.aria.map((audit) => ({ ...audit, nodes: audit.nodes.map(words) })),
  };
}
