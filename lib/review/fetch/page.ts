import 'server-only';
import { fetchPageResources, type FetchedResource, type ResourceOptions } from './resources';
import { safeFetch, type SafeResponse } from './safe-fetch';

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

/** Everything the review may say anything about: what one visit to the page fetched. */
export interface FetchedSite {
  page: SafeResponse;
  robotsTxt: string | null;
  sitemapXml: string | null;
  resources: FetchedResource[];
  /** How long the resource phase took, from the first request to the last answer. */
  resourcesMs: number;
}

/**
 * The fetch stage: the page itself (through the SSRF-safe fetcher, which throws FetchRefusedError or
 * SiteFetchError for the 422), then, side by side, its robots.txt, its sitemap and the files it loads.
 */
export async function fetchSite(url: URL, options: ResourceOptions = {}): Promise<FetchedSite> {
  const page = await safeFetch(url, { allowHosts: options.allowHosts, lookup: options.lookup });
  const finalUrl = new URL(page.url);
  const started = performance.now();
  const [robotsTxt, sitemapXml, resources] = await Promise.all([
    optionalText(new URL('/robots.txt', finalUrl.origin), options),
    optionalText(new URL('/sitemap.xml', finalUrl.origin), options),
    fetchPageResources(page.body, finalUrl, options),
  ]);
  return { page, robotsTxt, sitemapXml, resources, resourcesMs: Math.round(performance.now() - started) };
}
