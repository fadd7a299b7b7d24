/**
 * Which of the site's pages the review reads beside the one it was given: the pages a visitor would
 * reach from it (the menu, the header and footer, the main calls to action), the ones a prospect of
 * the trade looks for first (contact, booking, services or practice areas, pricing or menu, about)
 * ahead of the rest, up to SITE_PAGE_LIMIT pages in all. Pure: it reads the parsed home page.
 */
import { isTag, type Element } from 'domhandler';
import { attr, hiddenFromVisitor, type PageDocument } from '../html/document';

/** Pages read in all, the submitted one included. */
export const SITE_PAGE_LIMIT = 8;

export interface PlannedPage {
  url: string;
  /** The link's text as a visitor reads it (the first link to it). */
  text: string;
  /** Where the link to it stands: the menu (nav, header), the footer, or the page's body. */
  where: 'menu' | 'footer' | 'body';
}

export interface SitePlan {
  /** The site's pages the submitted one links to, most important first: the fetch reads them in this order until it has enough. */
  pages: PlannedPage[];
  /** Distinct pages of this site the submitted page links to (itself left out). */
  linked: number;
  /** Distinct pages its menu links to. */
  menuLinked: number;
}

/** What a prospect of any trade looks for first, in that order: how to reach you, book, what you do, what it costs, who you are. */
const PRIORITIES: RegExp[] = [
  /contact|get in touch|reach us|enquir|inquir|find us|location|directions/i,
  /book|appointment|schedul|reserv|estimate|quote|consult/i,
  /service|practice area|what we do|treatment|our work|dentistry|menu|products/i,
  /pric|fees|rates|cost|plans|menu/i,
  /about|team|staff|who we are|our story|attorney|lawyer|doctor|people/i,
];
/** Files a link may point at that are no web page. */
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp3|mp4|mov|ics|vcf|txt|xml|json|css|js)$/i;

function region(a: Element): PlannedPage['where'] {
  for (let p = a.parent; p; p = p.parent) {
    if (!isTag(p)) continue;
    if (p.name === 'footer' || /\bfooter\b/i.test(`${attr(p, 'id') ?? ''} ${attr(p, 'class') ?? ''}`)) return 'footer';
    if (p.name === 'nav' || p.name === 'header' || attr(p, 'role') === 'navigation' || /\b(?:nav|menu|navbar|navigation|header)\b/i.test(`${attr(p, 'id') ?? ''} ${attr(p, 'class') ?? ''}`)) return 'menu';
  }
  return 'body';
}

/** A page's address as one key: no fragment, and /index.html (or .htm, .php) read as its folder. */
export const pageKey = (url: URL) => url.href.replace(/#.*$/, '').replace(/\/index\.(?:html?|php)(?=$|\?)/i, '/');

/** Every page of the site the submitted one links to, most important first, and how many, from the menu too. */
export function planSitePages(d: PageDocument): SitePlan {
  if (!d.pageUrl || !d.base) return { pages: [], linked: 0, menuLinked: 0 };
  const own = pageKey(d.pageUrl);
  const found = new Map<string, PlannedPage & { order: number }>();
  d.tags('a').forEach((a, order) => {
    const href = attr(a, 'href')?.trim();
    if (!href || href.startsWith('#') || hiddenFromVisitor(a, false)) return;
    const url = URL.parse(href, d.base!);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !d.isFirstParty(url.hostname.toLowerCase())) return;
    if (NOT_A_PAGE.test(url.pathname)) return;
    const key = pageKey(url);
    if (key === own) return;
    const where = region(a);
    const known = found.get(key);
    // A page linked from the menu counts as a menu page, wherever else it is linked.
    if (known) {
      if (where === 'menu' && known.where !== 'menu') known.where = 'menu';
      return;
    }
    found.set(key, { url: url.href.replace(/#.*$/, ''), text: d.accessibleName(a), where, order });
  });
  const rank = (p: PlannedPage & { order: number }) => {
    const words = `${p.text} ${new URL(p.url).pathname.replace(/[-_/]+/g, ' ')}`;
    const priority = PRIORITIES.findIndex((pattern) => pattern.test(words));
    const place = p.where === 'menu' ? 0 : p.where === 'body' ? 1 : 2;
    return [priority < 0 ? PRIORITIES.length : priority, place, p.order];
  };
  const sorted = [...found.values()].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  // One page of each kind a prospect looks for first (contact, booking, services, prices, about, then the rest), then the next of each, and so on:
  // four practice-area pages do not push the about page out.
  const groups = new Map<number, typeof sorted>();
  for (const page of sorted) groups.set(rank(page)[0]!, [...(groups.get(rank(page)[0]!) ?? []), page]);
  const ordered: typeof sorted = [];
  for (let round = 0; ordered.length < sorted.length; round += 1) for (const group of groups.values()) if (group[round]) ordered.push(group[round]!);
  return {
    pages: ordered.map(({ url, text, where }) => ({ url, text, where })),
    linked: found.size,
    menuLinked: [...found.values()].filter((p) => p.where === 'menu').length,
  };
}
