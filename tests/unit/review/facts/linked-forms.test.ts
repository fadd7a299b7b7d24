/**
 * A way to write: a page links to one when it links to a page of the same site with a form to write
 * in, whatever the link says ("Request a Quote", "Book"). The site review reads the linked pages;
 * where one was not read, nothing is said of a form it may hold.
 */
import { readPages } from '@/lib/review/facts/site';
import type { FetchedSite } from '@/lib/review/fetch/site';
import { findIssues } from '@/lib/review/findings';
import { parsePage } from '@/lib/review/html/document';
import { proofCorpus, proveFindings } from '@/lib/review/proof';
import { factsOf } from '../../support/review-facts';
import { siteFrom } from '../../support/review-site';

const origin = 'https://www.harborplumbing.example';
const html = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbor Plumbing, plumbers in Portland</title></head><body>${body}</body></html>`;

function page(path: string, body: string, status = 200): FetchedSite['pages'][number] {
  const url = `${origin}${path}`;
  const snapshot = { url, status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html(body), bytes: html(body).length, elapsedMs: 20, redirects: [], address: '192.0.2.1' };
  return { planned: path === '/' ? null : { url, text: path, where: 'menu' }, url, finalUrl: url, status, problem: null, page: snapshot, document: parsePage(snapshot), resources: [] };
}

const site = (pages: FetchedSite['pages'][number][]): FetchedSite => siteFrom(pages);

const home = page('/', '<h1>Harbor Plumbing</h1><p>Call (503) 555-0142 any time.</p><a href="/index.html">Home</a> <a href="/quote">Request a Quote</a> <a href="/about">About us</a> <a href="/prices.pdf">Prices</a>');
const quote = page('/quote', '<h1>Get an estimate</h1><form action="/send" method="post"><label>Name <input name="name"></label><label>What needs fixing? <textarea name="job"></textarea></label><button>Send</button></form>');
const about = page('/about', '<h1>About us</h1><p>Three generations of plumbers.</p><a href="/">Home</a>');
const ids = (fetched: FetchedSite) => findIssues(readPages(fetched)[0]!.facts!, { industry: 'local-businesses' }).map((f) => f.id);

describe('a link to a way to write', () => {
  it('is a link to a page of the site with a form to write in, whatever the link says', () => {
    const pages = readPages(site([home, quote, about]));
    // Its pages: the page itself (as /index.html) and a PDF are none of them.
    expect(pages[0]!.facts!.links.sitePages).toBe(2);
    expect(pages[0]!.facts!.linkedForms).toEqual({ pages: ['/quote'], unread: 0 });
    expect(ids(site([home, quote, about]))).not.toContain('no-form');
  });

  it('is a link to a page with a hosted form too, such as a JotForm the page’s script brings in', () => {
    const hosted = page('/quote', '<h1>Free estimate</h1><script src="https://form.jotform.com/jsform/123456"></script>');
    expect(readPages(site([home, hosted, about]))[0]!.facts!.linkedForms).toEqual({ pages: ['/quote'], unread: 0 });
  });

  it('is not claimed absent when a page it links to was not read: that page may have a form', () => {
    expect(readPages(site([home, about]))[0]!.facts!.linkedForms).toEqual({ pages: [], unread: 1 });
    // A page that answered an error was not read either: the proof reads only the pages that answered.
    const gone = { ...page('/quote', ''), status: 404, page: null, document: null };
    expect(readPages(site([home, gone, about]))[0]!.facts!.linkedForms).toEqual({ pages: [], unread: 1 });
    expect(ids(site([home, about]))).not.toContain('no-form');
    // A review of one page knows nothing of the pages it links to.
    expect(factsOf('<a href="/quote">Request a Quote</a>').linkedForms).toBeNull();
    expect(findIssues(factsOf('<a href="/quote">Request a Quote</a>')).map((f) => f.id)).not.toContain('no-form');
  });

  it('is said absent only when every page it links to was read and none has such a form, and the proof holds that', () => {
    const noForm = page('/quote', '<h1>Get an estimate</h1><p>Call us for an estimate.</p>');
    const fetched = site([home, noForm, about]);
    const finding = findIssues(readPages(fetched)[0]!.facts!, { industry: 'local-businesses' }).find((f) => f.id === 'no-form')!;
    expect(finding.evidence).toEqual(['No form on the page to write to you, no link to a contact page or to any of the site’s pages with a form (we read all 2 pages of the site it links to) and no hosted form']);
    expect(proveFindings([finding], proofCorpus(fetched)).proof.dropped).toEqual([]);
  });

  it('is found again by the proof: a finding that says there is none is dropped when a linked page read has a form', () => {
    const fetched = site([home, quote, about]);
    const claim = { id: 'no-form', title: 'Offer a short contact form', evidence: ['No form'], advice: 'Add one.', absent: ['form-link'] as const };
    expect(proveFindings([claim], proofCorpus(fetched)).proof.dropped).toEqual([
      { rule: 'no-form', page: `${origin}/`, reason: 'says the page has no form-link, but it has a link to /quote, a page with a form with fields to write in' },
    ]);
  });
});
