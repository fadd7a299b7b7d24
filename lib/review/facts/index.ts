/**
 * The facts stage: everything the review may say, read from what the fetch stage brought back and
 * nothing else. Page facts (HTML, headers, robots.txt, sitemap) and performance facts (the files the
 * page loads). Pure: no I/O.
 */
import type { FetchedSite } from '../fetch/page';
import { extractFacts, type SiteFacts } from './page';
import { performanceFacts, type PerformanceFacts } from './performance';

export { extractFacts, factLimits, clip } from './page';
export type { PageSnapshot, SiteExtras, SiteFacts, TextFact } from './page';
export type { PerformanceFacts, FileFact } from './performance';

export interface ReviewFacts extends SiteFacts {
  performance: PerformanceFacts;
}

export function reviewFacts(site: Pick<FetchedSite, 'page' | 'robotsTxt' | 'sitemapXml' | 'resources'>): ReviewFacts {
  const { page } = site;
  return {
    ...extractFacts(page, { robotsTxt: site.robotsTxt, sitemapXml: site.sitemapXml }),
    performance: performanceFacts(
      {
        url: page.url,
        bytes: page.bytes,
        encoding: (page.headers['content-encoding'] ?? 'identity').toLowerCase(),
        contentType: (page.headers['content-type'] ?? '').split(';')[0]!.trim(),
      },
      site.resources,
    ),
  };
}
