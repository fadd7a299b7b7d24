/**
 * The facts stage: everything the review may say, read from what the fetch stage brought back and
 * nothing else. Page facts (HTML, headers, robots.txt, sitemap) and performance facts (the files the
 * page loads). Pure: no I/O.
 */
import type { PageVisit } from '../fetch/page';
import { attr, clip, parsePage, rawText, textBlocks, type PageDocument } from './document';
import type { CheckedFacts } from './page-facts';
import { libraryFacts, writtenScriptUrls } from './scripts';
import { scriptNeeds } from './script-needs';
import { extractFacts, type PageFacts } from './page';
import { performanceFacts, shortUrl, type PerformanceFacts } from './files';

export { extractFacts, factLimits, clip } from './page';
export type { PageFacts, PageSnapshot, SiteExtras, TextFact } from './page';
export type { CheckedFacts } from './page-facts';
export type { PerformanceFacts, FileFact } from './files';

export interface ReviewFacts extends PageFacts, CheckedFacts {
  performance: PerformanceFacts;
}

/** A page's text blocks from the start, whole, as many as fit in `maxChars` joined one to a line. */
export function leadingBlocks(blocks: readonly string[], maxChars: number): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const block of blocks) {
    if (length + block.length > maxChars) break;
    kept.push(block);
    length += block.length + 1;
  }
  return kept;
}

/** What a visitor reads on the page, one block (heading, paragraph, cell…) per entry: the model proofreads it. */
export function pageText(document: PageDocument): string[] {
  const body = document.tags('body')[0];
  return textBlocks(body ? [body] : document.doc.children, { skipAriaHidden: true, hiddenBy: document.styleHidden });
}

const BROKEN_LINK_STATUSES = new Set([404, 410, 500, 502, 504]);

type SiteFetched = Pick<PageVisit, 'page' | 'robotsTxt' | 'sitemapXml' | 'resources'> & Partial<Pick<PageVisit, 'document' | 'links' | 'faviconIco' | 'fetchedAt'>>;

export function reviewFacts(site: SiteFetched): ReviewFacts {
  const { page } = site;
  const links = site.links ?? [];
  const document = site.document ?? parsePage(page);
  const broken = links.filter((l) => l.status !== null && BROKEN_LINK_STATUSES.has(l.status));
  return {
    ...extractFacts(page, { robotsTxt: site.robotsTxt, sitemapXml: site.sitemapXml, fetchedAt: site.fetchedAt }, document),
    siteLinks: {
      checked: links.filter((l) => l.status !== null).length,
      unchecked: links.filter((l) => l.status === null).length,
      allAnswered: links.every((l) => l.status !== null && l.status < 400),
      // Gone (404, 410) or failing (500, 502, 504); a 401 or 403 may be a members' area, a 429 or 503 a busy or guarded server.
      brokenCount: broken.length,
      broken: broken.slice(0, 20).map((l) => ({ url: shortUrl(l.url, page.url), text: clip(l.text, 60), status: l.status! })),
    },
    faviconIco: site.faviconIco ?? null,
    libraries: libraryFacts(site.resources, page.url, writtenScriptUrls(document.tags('script').filter((s) => attr(s, 'src') === undefined).map(rawText))),
    scriptNeeds: scriptNeeds(document, site.resources),
    linkedForms: null,
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
