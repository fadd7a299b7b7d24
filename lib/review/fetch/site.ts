import 'server-only';
import { isSameSiteHost } from '../same-site';
import { attr, parsePage, type PageDocument } from '../html/document';
import { serverPage, type ServerPage } from '../html/server-page';
import { FetchRefusedError, SiteFetchError } from './errors';
import { checkUrls, sameSiteLinks, type CheckedLink } from './links';
import { fetchPage, type FetchOptions } from './page';
import { fetchPageResources, type FetchedResource, type ResourceCache } from './resources';
import { safeFetch, type SafeResponse } from './safe-fetch';
import { pageKey, planSitePages, SITE_PAGE_LIMIT, type PlannedPage, type SitePlan } from './site-plan';

/**
 * The site stage: the submitted page as fetchPage reads it, then the pages the plan picks
 * (site-plan.ts), each through the same guard and caps as the first, their files (each file once
 * for the whole site), one check of every page of the site they link to, and the sitemap robots.txt
 * names. Everything after the first page shares one time budget; what did not fit is recorded as
 * not read, never guessed.
 */
export const siteLimits = {
  /** Pages read in all, the submitted one included (SITE_PAGE_LIMIT). */
  pages: SITE_PAGE_LIMIT,
  /** Pages asked for in all: a linked page that is gone (404) takes no reading slot, but it is not asked for forever. */
  attempts: 16,
  /** Everything after the submitted page: the other pages, their files and the link check. */
  budgetMs: 8_000,
  /** Pages fetched at once. */
  concurrency: 4,
  /** One page's own deadline, inside the budget. */
  pageTimeoutMs: 6_000,
  /** Distinct pages of the site asked for by the link check, besides the pages read. */
  linkChecks: 30,
  /** The shortest time worth starting the link check with. */
  linkCheckMinMs: 1_500,
} as const;

export type PageProblem = 'refused' | 'unreachable' | 'not a web page' | 'left the site' | 'not read: time' | ServerPage['kind'];

/** A page of the site the review asked for, and what it found. */
export interface FetchedPage {
  /** The link that led to it (null for the submitted page). */
  planned: PlannedPage | null;
  /** The address asked for, and where it ended after redirects. */
  url: string;
  finalUrl: string;
  status: number | null;
  problem: PageProblem | null;
  /** Read and parsed when it answered with a web page of this site. */
  page: SafeResponse | null;
  document: PageDocument | null;
  resources: FetchedResource[];
  /** The web server's own page answered instead (a directory listing, a default page; with that problem): the words that show it, and the page as fetched, for the proof. */
  server?: { text: string; document: PageDocument; body: string };
}

/** A page of the site some page read links to, how it answered, and the pages that link to it (with the text they use). */
export interface SiteLink extends CheckedLink {
  from: { page: string; text: string }[];
  /** A form on a page sends to this address (its action). */
  formAction: boolean;
}

/** Everything the review may say anything about a site: its pages (the submitted one first), their links, and the site's own files. */
export interface FetchedSite {
  /** The submitted page first (always read: the fetch fails without it), then the planned pages in the plan's order. */
  pages: [FetchedPage & { page: SafeResponse; document: PageDocument }, ...FetchedPage[]];
  /** The site's robots.txt and sitemap (null when missing), and /favicon.ico's status when the submitted page declares no icon. */
  robotsTxt: string | null;
  sitemapXml: string | null;
  faviconIco: number | null;
  /** ISO time of the visit. */
  fetchedAt: string;
  plan: SitePlan;
  links: SiteLink[];
  /** The page addresses the sitemap lists (null without one). */
  sitemapUrls: string[] | null;
  /** From the first request to the last answer. */
  elapsedMs: number;
}

export interface SiteFetchOptions extends FetchOptions {
  limits?: Partial<Record<keyof typeof siteLimits, number>>;
}

const SITEMAP_MAX_BYTES = 512 * 1024;

/** The <loc> addresses of a sitemap (an index's own sitemaps are not followed), at most 1,000. */
export function sitemapLocations(xml: string | null): string[] | null {
  if (xml === null || !/<(?:\w+:)?(?:urlset|sitemapindex)\b/i.test(xml)) return null;
  return [...xml.matchAll(/<(?:\w+:)?loc>\s*([^<\s]+)\s*<\/(?:\w+:)?loc>/gi)].slice(0, 1_000).map((m) => m[1]!.replace(/&amp;/g, '&'));
}

async function fetchInnerPage(planned: PlannedPage, home: URL, deadline: number, options: SiteFetchOptions, pageTimeoutMs: number): Promise<FetchedPage> {
  const base: FetchedPage = { planned, url: planned.url, finalUrl: planned.url, status: null, problem: null, page: null, document: null, resources: [] };
  const left = deadline - performance.now();
  if (left < 250) return { ...base, problem: 'not read: time' };
  try {
    const page = await safeFetch(planned.url, { anyStatus: true, timeoutMs: Math.floor(Math.min(pageTimeoutMs, left)), allowHosts: options.allowHosts, lookup: options.lookup });
    const final = new URL(page.url);
    // A redirect to another site ends the visit there: that page is not this site's.
    if (final.host !== home.host && !(isSameSiteHost(final.hostname.toLowerCase(), home.hostname.toLowerCase()) && final.port === home.port)) return { ...base, finalUrl: page.url, status: page.status, problem: 'left the site' };
    if (page.status >= 400) return { ...base, finalUrl: page.url, status: page.status };
    const document = parsePage(page);
    // Where a page was expected, the server answered with its own: said as a finding, not read as a page of the site.
    const server = serverPage(document);
    if (server) return { ...base, finalUrl: page.url, status: page.status, problem: server.kind, server: { text: server.text, document, body: page.body } };
    return { ...base, finalUrl: page.url, status: page.status, page, document };
  } catch (error) {
    if (error instanceof FetchRefusedError) return { ...base, problem: 'refused' };
    const message = error instanceof SiteFetchError ? error.message : '';
    if (/did not return a web page/.test(message)) return { ...base, problem: 'not a web page' };
    return { ...base, problem: performance.now() >= deadline - 50 || /within \d+ seconds/.test(message) ? 'not read: time' : 'unreachable' };
  }
}

/**
 * Reads the planned pages in the plan's order, `concurrency` at a time, until `wanted` of them are
 * pages of the site (a page that answers 404 is a broken link, not a reading slot) or `attempts`
 * were asked for; the results keep the plan's order.
 */
async function readInTurn(planned: readonly PlannedPage[], limits: { concurrency: number; wanted: number; attempts: number }, work: (p: PlannedPage) => Promise<FetchedPage>): Promise<FetchedPage[]> {
  const results: (FetchedPage | undefined)[] = [];
  let next = 0;
  let read = 0;
  let running = 0;
  const take = () => next < planned.length && next < limits.attempts && read + running < limits.wanted;
  await Promise.all(
    Array.from({ length: limits.concurrency }, async () => {
      while (take()) {
        const index = next++;
        running += 1;
        const result = await work(planned[index]!);
        running -= 1;
        results[index] = result;
        if (result.document) read += 1;
      }
    }),
  );
  return results.filter((r): r is FetchedPage => r !== undefined);
}

/**
 * The forms' same-site actions on a page: where its messages go. A form its host takes in (Netlify's
 * `netlify` or `data-netlify` attribute) is left out: the host keeps the message, and its action is
 * only the page shown afterwards.
 */
function formActions(d: PageDocument): { url: URL; text: string }[] {
  return d
    .tags('form')
    .filter((form) => form.attribs.netlify === undefined && form.attribs['data-netlify'] === undefined)
    .map((form) => URL.parse((attr(form, 'action') ?? '').trim() || d.pageUrl!.href, d.base ?? undefined))
    .filter((url): url is URL => url !== null && /^https?:$/.test(url.protocol) && d.isFirstParty(url.hostname.toLowerCase()) && pageKey(url) !== pageKey(d.pageUrl!))
    .map((url) => ({ url, text: '(form)' }));
}

/** An answer slower than this is timed once more before the review says how long the server takes. */
export const RETIME_ABOVE_MS = 500;

/**
 * The submitted page with the faster of two timings when the first was slow: one slow answer may be
 * a pause of the network's or of this server's own (another review's work on the same thread delays
 * the moment the answer is read), and a server that is slow is slow both times. Only the time is
 * taken from the second request; the page read is the first.
 */
async function retimed(page: SafeResponse, options: SiteFetchOptions): Promise<SafeResponse> {
  if (!(page.elapsedMs > RETIME_ABOVE_MS)) return page;
  const again = await safeFetch(page.url, { anyStatus: true, timeoutMs: Math.max(1_000, Math.ceil(page.elapsedMs * 2)), allowHosts: options.allowHosts, lookup: options.lookup }).then(
    (answer) => answer.elapsedMs,
    () => null,
  );
  return again !== null && again < page.elapsedMs ? { ...page, elapsedMs: again } : page;
}

/**
 * Reads the visitor's site from the submitted page: that page as fetchPage does (its failure is the
 * review's 422), then up to seven more, their files, and one check of the pages they link to.
 */
export async function fetchSite(url: URL, options: SiteFetchOptions = {}): Promise<FetchedSite> {
  const limits = { ...siteLimits, ...options.limits };
  const started = performance.now();
  const cache: ResourceCache = new Map();
  const home = await fetchPage(url, { ...options, cache, checkLinks: false });
  const homeUrl = new URL(home.page.url);
  const deadline = performance.now() + limits.budgetMs;
  const plan = planSitePages(home.document);

  // The sitemap robots.txt names, when it is not the /sitemap.xml already read.
  const named = (home.robotsTxt ?? '').match(/^\s*sitemap\s*:\s*(\S+)/im)?.[1];
  const namedUrl = named ? URL.parse(named, homeUrl) : null;
  const sitemapRead =
    namedUrl && namedUrl.host === homeUrl.host && namedUrl.pathname !== '/sitemap.xml'
      ? safeFetch(namedUrl, { kind: 'text', timeoutMs: 3_000, maxBytes: SITEMAP_MAX_BYTES, allowHosts: options.allowHosts, lookup: options.lookup }).then((r) => r.body, () => null)
      : Promise.resolve(home.sitemapXml);

  const inner = await readInTurn(plan.pages, { concurrency: limits.concurrency, wanted: limits.pages - 1, attempts: limits.attempts }, (planned) =>
    fetchInnerPage(planned, homeUrl, deadline, options, limits.pageTimeoutMs),
  );
  // Their files one page after another, each file once for the site, within what is left of the budget.
  for (const page of inner) {
    const left = deadline - performance.now();
    if (!page.document || left < 250) continue;
    page.resources = await fetchPageResources(page.document, new URL(page.finalUrl), { allowHosts: options.allowHosts, lookup: options.lookup, cache, limits: { totalMs: Math.floor(left) } });
  }

  const submitted = { planned: null, url: url.href, finalUrl: home.page.url, status: home.page.status, problem: null, page: await retimed(home.page, options), document: home.document, resources: home.resources };
  const pages: FetchedSite['pages'] = [submitted, ...inner];
  const links = await checkSiteLinks(pages, deadline, limits, options);
  const site = { robotsTxt: home.robotsTxt, sitemapXml: home.sitemapXml, faviconIco: home.faviconIco, fetchedAt: home.fetchedAt };
  return { pages, ...site, plan, links, sitemapUrls: sitemapLocations(await sitemapRead), elapsedMs: Math.round(performance.now() - started) };
}

/** Every page of the site the pages read link to (and their forms post to), each asked for once; the pages read answer for themselves. */
async function checkSiteLinks(pages: FetchedPage[], deadline: number, limits: Record<keyof typeof siteLimits, number>, options: SiteFetchOptions): Promise<SiteLink[]> {
  const byKey = new Map<string, SiteLink>();
  const read = new Map(pages.map((p) => [pageKey(new URL(p.url)), p] as const));
  for (const p of pages) if (p.finalUrl !== p.url) read.set(pageKey(new URL(p.finalUrl)), p);
  for (const page of pages) {
    if (!page.document) continue;
    const from = page.finalUrl;
    const found = [...sameSiteLinks(page.document).map((l) => ({ ...l, form: false })), ...formActions(page.document).map((l) => ({ ...l, form: true }))];
    for (const { url, text, form } of found) {
      const key = pageKey(url);
      const known = byKey.get(key) ?? { url: url.href, text, status: null, problem: null, from: [], formAction: false };
      if (!known.from.some((f) => f.page === from)) known.from.push({ page: from, text: form ? '' : text });
      known.formAction ||= form;
      byKey.set(key, known);
    }
  }
  const toAsk: SiteLink[] = [];
  for (const [key, link] of byKey) {
    const page = read.get(key);
    if (page && (page.status !== null || page.problem === 'refused')) Object.assign(link, { status: page.status, problem: page.problem === 'refused' ? 'refused' : null });
    else toAsk.push(link);
  }
  const left = deadline - performance.now();
  const asked = left >= limits.linkCheckMinMs ? toAsk.slice(0, limits.linkChecks) : [];
  const answers = await checkUrls(
    asked.map((l) => ({ url: new URL(l.url), text: l.text })),
    { allowHosts: options.allowHosts, lookup: options.lookup, limits: { maxLinks: asked.length, totalMs: Math.max(Math.floor(left), 0) } },
  );
  answers.forEach((answer, i) => Object.assign(asked[i]!, { status: answer.status, problem: answer.problem }));
  for (const link of toAsk.slice(asked.length)) link.problem = 'not checked: cap';
  return [...byKey.values()];
}
