import 'server-only';
import { declaresIcon, parsePage, type PageDocument } from '../html/document';
import { serverPage, serverPageMessage } from '../html/server-page';
import { SiteFetchError } from './errors';
import { checkLinks, type CheckedLink } from './links';
import { fetchPageResources, type FetchedResource, type ResourceOptions } from './resources';
import { fetchResource, safeFetch, type SafeResponse } from './safe-fetch';

/** robots.txt and sitemap.xml are extras: a short allowance each, and their absence is a fact, not an error. */
const EXTRA_TIMEOUT_MS = 3_000;
const EXTRA_MAX_BYTES = 512 * 1024;

async function optionalText(url: URL, options: ResourceOptions): Promise<string | null> {
  try {
    return (await safeFetch(url, { kind: 'text', timeoutMs: EXTRA_TIMEOUT_MS, maxBytes: EXTRA_MAX_BYTES, allowHosts: options.allowHosts, lookup: options.lookup })).body;
  } catch {
    return null;
  }
}

/** The status of /favicon.ico, which browsers ask for when the page declares no icon; null when it could not be asked. */
async function faviconStatus(origin: string, options: ResourceOptions): Promise<number | null> {
  try {
    const answer = await fetchResource(new URL('/favicon.ico', origin), {
      signal: AbortSignal.timeout(EXTRA_TIMEOUT_MS),
      allowHosts: options.allowHosts,
      lookup: options.lookup,
      maxBytes: 1,
      keepBytes: 0,
      accept: 'image/*',
    });
    const type = (answer.headers['content-type'] ?? '').toLowerCase();
    // A soft 404 (an HTML page answered for the icon) is no icon.
    return answer.status < 400 && type.startsWith('text/html') ? 404 : answer.status;
  } catch {
    return null;
  }
}

export interface FetchOptions extends ResourceOptions {
  /** When the review ran (tests fix it); facts that age, like a copyright year, are read against it. */
  now?: Date;
  /** Check the page's own links (default); a site review checks the whole site's at once instead. */
  checkLinks?: boolean;
}

/** What one visit to one page fetched: the page, its files and links, and the site files around it (fetchSite reads a site from the first). */
export interface PageVisit {
  page: SafeResponse;
  /** The page parsed once (html/document.ts): what the resources, the links and the facts all read. */
  document: PageDocument;
  robotsTxt: string | null;
  sitemapXml: string | null;
  resources: FetchedResource[];
  /** The site's own pages the page links to, and how each answered. */
  links: CheckedLink[];
  /** /favicon.ico's status when the page declares no icon (null: not asked or not reachable). */
  faviconIco: number | null;
  /** How long the resource phase took, from the first request to the last answer. */
  resourcesMs: number;
  /** ISO time of the visit. */
  fetchedAt: string;
}

/**
 * One page's visit: the page itself (through the SSRF-safe fetcher, which throws FetchRefusedError or
 * SiteFetchError for the 422), parsed once; then, side by side, its robots.txt, its sitemap, the
 * files it loads, the site's pages it links to and, when it declares no icon, /favicon.ico.
 */
export async function fetchPage(url: URL, options: FetchOptions = {}): Promise<PageVisit> {
  const fetchedAt = (options.now ?? new Date()).toISOString();
  const page = await safeFetch(url, { allowHosts: options.allowHosts, lookup: options.lookup });
  const finalUrl = new URL(page.url);
  const document = parsePage(page);
  // The web server's own page (a folder's listing, a fresh install's welcome) is no site to review: the visitor is told what it is.
  const server = serverPage(document);
  if (server) throw new SiteFetchError(serverPageMessage(finalUrl.host, server));
  const started = performance.now();
  const [robotsTxt, sitemapXml, resources, links, faviconIco] = await Promise.all([
    optionalText(new URL('/robots.txt', finalUrl.origin), options),
    optionalText(new URL('/sitemap.xml', finalUrl.origin), options),
    fetchPageResources(document, finalUrl, options),
    options.checkLinks === false ? Promise.resolve([]) : checkLinks(document, options),
    declaresIcon(document) ? Promise.resolve(null) : faviconStatus(finalUrl.origin, options),
  ]);
  return { page, document, robotsTxt, sitemapXml, resources, links, faviconIco, resourcesMs: Math.round(performance.now() - started), fetchedAt };
}
