/**
 * Small sites made for a test of what the site review reads across pages: each page a sound page
 * of a US business on www.harborvale.com, all read, on the day given.
 */
import type { FetchedPage, FetchedSite } from '@/lib/review/fetch/site';
import { parsePage } from '@/lib/review/html/document';
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { assessSite } from '@/lib/review/findings/site';
import { proofCorpus, proveFindings } from '@/lib/review/proof';

/** A page's body, or its title and body. */
export type SitePage = string | { title: string; body: string };

/** What the pages have in common: the site's language, host, and the name its titles start with. */
export interface SiteOptions {
  lang?: string;
  host?: string;
  name?: string;
}

export function siteOf(pages: Record<string, SitePage>, fetchedAt = '2026-11-25T12:00:00.000Z', options: SiteOptions = {}): FetchedSite {
  const { lang = 'en-US', host = 'www.harborvale.com', name = 'Harbor & Vale' } = options;
  const fetched = Object.entries(pages).map(([path, given]): FetchedPage => {
    const url = `https://${host}${path}`;
    const { title, body } = typeof given === 'string' ? { title: `${name} ${path}`, body: given } : given;
    const html = `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
    const page = { url, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [], address: '192.0.2.1' };
    return { planned: path === '/' ? null : { url, text: path, where: 'menu' }, url, finalUrl: url, status: 200, problem: null, page, document: parsePage(page), resources: [] };
  });
  return siteFrom(fetched, fetchedAt);
}

/** A site of pages already made (the first is the submitted one), read on the day given. */
export function siteFrom(pages: FetchedPage[], fetchedAt = '2026-11-25T12:00:00.000Z'): FetchedSite {
  return { pages: pages as FetchedSite['pages'], robotsTxt: null, sitemapXml: null, faviconIco: null, fetchedAt, plan: { pages: [], linked: 0, menuLinked: 0 }, links: [], sitemapUrls: null, elapsedMs: 0 };
}

/** A site rule's finding on such a site once the proof has read it (undefined when the rule found nothing), and what the proof dropped of it. */
export function provedFinding(pages: Record<string, SitePage>, id: string, fetchedAt?: string) {
  const site = siteOf(pages, fetchedAt);
  const read = readPages(site);
  const found = assessSite(read, siteWideFacts(site, read), { industry: 'professional-services' }).findings.filter((f) => f.id === id);
  const { findings, proof } = proveFindings(found, proofCorpus(site));
  return { finding: findings[0], dropped: proof.dropped };
}
