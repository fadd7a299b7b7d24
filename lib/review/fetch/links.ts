import 'server-only';
import { attr, type PageDocument } from '../html/document';
import { FetchRefusedError } from './errors';
import { fetchResource, type ResourceFetchOptions } from './safe-fetch';

/**
 * The site's own pages the reviewed page links to, asked for through the same SSRF guard as the
 * page: HEAD first, then GET where HEAD is refused or fails (some servers answer HEAD wrongly), a
 * capped number, a few at a time, within one deadline. A link that answers 4xx or 5xx to both is
 * broken; one we could not reach is said to be unchecked, never broken.
 */
export const linkCheckLimits = {
  /** Distinct same-site pages asked for; links past this are counted as not checked. */
  maxLinks: 15,
  concurrency: 5,
  /** The whole link check, from the first request to the last answer. */
  totalMs: 6_000,
} as const;

export interface CheckedLink {
  /** The absolute URL (fragment dropped) and the link's text as a visitor reads it. */
  url: string;
  text: string;
  /** The final status (after redirects), or null when it could not be checked (see `problem`). */
  status: number | null;
  problem: 'unreachable' | 'refused' | 'not checked: cap' | null;
}

/** The same-site http(s) links of the page, resolved against its base URL, each URL once, the page itself left out. */
export function sameSiteLinks(d: PageDocument): { url: URL; text: string }[] {
  const page = d.pageUrl;
  if (!page || !d.base) return [];
  const seen = new Set<string>([withoutHash(page)]);
  const out: { url: URL; text: string }[] = [];
  for (const a of d.tags('a')) {
    const href = attr(a, 'href')?.trim();
    if (!href || href.startsWith('#') || (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href))) continue;
    const url = URL.parse(href, d.base);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !d.isFirstParty(url.hostname.toLowerCase())) continue;
    const key = withoutHash(url);
    if (seen.has(key)) continue;
    seen.add(key);
    url.hash = '';
    out.push({ url, text: d.accessibleName(a) });
  }
  return out;
}

const withoutHash = (url: URL) => url.href.replace(/#.*$/, '');

export interface LinkCheckOptions extends Pick<ResourceFetchOptions, 'allowHosts' | 'lookup'> {
  limits?: Partial<Record<keyof typeof linkCheckLimits, number>>;
}

/** Checks the page's same-site links. Never throws. */
export function checkLinks(d: PageDocument, options: LinkCheckOptions = {}): Promise<CheckedLink[]> {
  return checkUrls(sameSiteLinks(d), options);
}

/** Asks for each address (HEAD, then GET where HEAD fails), a few at a time, the first `maxLinks` of them, within one deadline. Never throws. */
export async function checkUrls(links: readonly { url: URL; text: string }[], options: LinkCheckOptions = {}): Promise<CheckedLink[]> {
  const limits = { ...linkCheckLimits, ...options.limits };
  const signal = AbortSignal.timeout(limits.totalMs);
  const results: CheckedLink[] = links.map(({ url, text }, i) => ({ url: url.href, text, status: null, problem: i < limits.maxLinks ? 'unreachable' : 'not checked: cap' }));
  const ask = (url: URL, method: 'HEAD' | 'GET') =>
    fetchResource(url, { signal, method, allowHosts: options.allowHosts, lookup: options.lookup, maxBytes: 1, keepBytes: 0, accept: 'text/html,*/*;q=0.8' });
  let next = 0;
  const worker = async () => {
    while (next < Math.min(links.length, limits.maxLinks) && !signal.aborted) {
      const index = next++;
      const result = results[index]!;
      const { url } = links[index]!;
      try {
        let status: number;
        try {
          status = (await ask(url, 'HEAD')).status;
        } catch (error) {
          if (error instanceof FetchRefusedError) throw error;
          status = 0;
        }
        if (status === 0 || status >= 400) status = (await ask(url, 'GET')).status;
        Object.assign(result, { status, problem: null });
      } catch (error) {
        result.problem = error instanceof FetchRefusedError ? 'refused' : signal.aborted ? 'not checked: cap' : 'unreachable';
      }
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, worker));
  return results;
}
