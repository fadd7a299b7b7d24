import 'server-only';
import { extractFacts, type SiteFacts } from './facts';
import { safeFetch, type SafeResponse } from './safe-fetch';

/** robots.txt and sitemap.xml are extras: a short allowance each, and their absence is a fact, not an error. */
const EXTRA_TIMEOUT_MS = 3_000;
const EXTRA_MAX_BYTES = 512 * 1024;

async function optionalText(url: URL): Promise<string | null> {
  try {
    return (await safeFetch(url, { kind: 'text', timeoutMs: EXTRA_TIMEOUT_MS, maxBytes: EXTRA_MAX_BYTES })).body;
  } catch {
    return null;
  }
}

/**
 * Everything the review may say comes from here: the page itself (through the SSRF-safe fetcher,
 * which throws FetchRefusedError or SiteFetchError for the 422), then its robots.txt and sitemap.
 */
export async function gatherFacts(url: URL): Promise<{ facts: SiteFacts; page: SafeResponse }> {
  const page = await safeFetch(url);
  const origin = new URL(page.url).origin;
  const [robotsTxt, sitemapXml] = await Promise.all([
    optionalText(new URL('/robots.txt', origin)),
    optionalText(new URL('/sitemap.xml', origin)),
  ]);
  return { facts: extractFacts(page, { robotsTxt, sitemapXml }), page };
}
