/**
 * Small fixture pages for the review's rules: a page (a sound head around the given body, or the
 * raw HTML), what its fetch saw (headers, files, links, /favicon.ico), read into facts as the real
 * pipeline reads them, and the findings the rules make of them.
 */
import type { IndustrySlug } from '@/content/industries/registry';
import { reviewFacts, type ReviewFacts } from '@/lib/review/facts';
import type { FetchedResource } from '@/lib/review/fetch/resources';
import type { CheckedLink } from '@/lib/review/fetch/links';
import { findIssues } from '@/lib/review/findings';

export const sound = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbor & Vale Law, family lawyers in Portland</title>${head}</head><body>${body}</body></html>`;

export function factsOf(
  body: string,
  options: { url?: string; headers?: Record<string, string>; resources?: Partial<FetchedResource>[]; links?: CheckedLink[]; faviconIco?: number | null; raw?: boolean } = {},
): ReviewFacts {
  const html = options.raw ? body : sound(body);
  const url = options.url ?? 'https://www.example.com/';
  return reviewFacts({
    page: { url, status: 200, headers: options.headers ?? { 'content-type': 'text/html; charset=utf-8' }, body: html, bytes: html.length, elapsedMs: 50, redirects: [], address: '192.0.2.1' },
    robotsTxt: null,
    sitemapXml: null,
    resources: (options.resources ?? []).map((r) => resource(r)),
    links: options.links ?? [],
    faviconIco: options.faviconIco ?? null,
    fetchedAt: '2026-11-25T12:00:00.000Z',
  });
}

export function resource(r: Partial<FetchedResource>): FetchedResource {
  return {
    url: 'https://www.example.com/file',
    type: 'script',
    from: 'html',
    thirdParty: false,
    renderBlocking: false,
    lazy: false,
    declaredWidth: null,
    status: 200,
    problem: null,
    wireBytes: 1000,
    bytes: 1000,
    encoding: 'gzip',
    contentType: 'text/javascript',
    cacheControl: 'max-age=31536000',
    expires: '',
    image: null,
    banner: '',
    ...r,
  };
}

export const found = (facts: ReviewFacts, id: string, industry: IndustrySlug = 'lawyers') => findIssues(facts, { industry }).find((f) => f.id === id);
export const ids = (facts: ReviewFacts, industry: IndustrySlug = 'lawyers') => findIssues(facts, { industry }).map((f) => f.id);

