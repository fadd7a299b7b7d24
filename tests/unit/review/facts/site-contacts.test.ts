/**
 * Contact details that disagree from page to page, on small sites made for it: numbers compared by
 * what they dial, so one number written two ways (or only as a tel: link) agrees with itself, and a
 * fax or a registration number is never one of the site's phone numbers.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import type { FetchedPage, FetchedSite } from '@/lib/review/fetch/site';
import { parsePage } from '@/lib/review/html/document';

/** A site of the given pages (path → body), each a sound page of a US business, all read. */
function siteOf(pages: Record<string, string>): FetchedSite {
  const fetched = Object.entries(pages).map(([path, body]): FetchedPage => {
    const url = `https://www.harborvale.com${path}`;
    const html = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Harbor & Vale Law ${path}</title></head><body>${body}</body></html>`;
    const page = { url, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [], address: '192.0.2.1' };
    return { planned: path === '/' ? null : { url, text: path, where: 'menu' }, url, finalUrl: url, status: 200, problem: null, page, document: parsePage(page), resources: [] };
  });
  return {
    pages: fetched as FetchedSite['pages'],
    robotsTxt: null,
    sitemapXml: null,
    faviconIco: null,
    fetchedAt: '2026-11-25T12:00:00.000Z',
    plan: { pages: [], linked: 0, menuLinked: 0 },
    links: [],
    sitemapUrls: null,
    elapsedMs: 0,
  };
}
const mismatch = (pages: Record<string, string>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).contactMismatch;
};

describe('contact details that disagree', () => {
  it('are not one number written two ways, or given only as a tel: link', () => {
    expect(
      mismatch({
        '/': '<header>Call +1 (503) 555-2368</header>',
        '/about/': '<footer>503.555.2368</footer>',
        '/contact/': '<a href="tel:+15035552368">Call us</a><p>Office: (503) 555-2368</p>',
      }),
    ).toEqual([]);
  });

  it('are not a labelled fax, nor a licence or registration number beside the phone', () => {
    expect(
      mismatch({
        '/': '<p>Phone (503) 555-2368</p><p>Fax: (503) 555-2369</p>',
        '/about/': '<p>Phone (503) 555-2368</p><p>NPI 2143658709</p>',
        '/contact/': '<p>Phone (503) 555-2368</p><h4>Fax</h4><p>(503) 555-2370</p><a href="tel:5035552370">Send a fax</a>',
      }),
    ).toEqual([]);
  });

  it('are a second number one page shows, by what it dials', () => {
    expect(
      mismatch({
        '/': '<p>Call +1 (503) 555-2368 or (503) 555-4100</p>',
        '/about/': '<p>Call 503.555.2368</p>',
      }),
    ).toEqual([
      { kind: 'phone number', text: '+1 (503) 555-2368', pages: ['/', '/about/'], of: 2 },
      { kind: 'phone number', text: '(503) 555-4100', pages: ['/'], of: 2 },
    ]);
  });
});
