/**
 * The site review: from the submitted page, the pages a visitor would reach and the trade needs
 * first, up to eight in all, through the same guard, within one time budget; what was not read is
 * said; a finding on several pages is one finding naming them; what shows only across pages (a
 * menu link that 404s, one title on two pages, another phone number, a form posting nowhere) is
 * named with its pages. Against real local servers (tests/support/review-multi-site.ts).
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { fetchSite } from '@/lib/review/fetch/site';
import { assessSite } from '@/lib/review/findings/site';
import { reviewReport } from '@/lib/review/report/schema';
import { reportText } from '@/lib/review/report/text';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { startMultiSites, type MultiSites } from '../../support/review-multi-site';

jest.setTimeout(60_000);
let sites: MultiSites;
beforeAll(async () => {
  sites = await startMultiSites();
});
afterAll(() => sites.close());

async function reviewSite(url: string) {
  const started = performance.now();
  const fetched = await fetchSite(new URL(url), { allowHosts: sites.allowHosts, now: new Date('2026-11-26T12:00:00Z') });
  const ms = performance.now() - started;
  const pages = readPages(fetched);
  const site = siteWideFacts(fetched, pages);
  const assessment = assessSite(pages, site, { industry: 'professional-services' });
  const report = writeBuiltinReport(pages[0]!.facts!, assessment, { industry: 'professional-services' }, { pages, facts: site });
  return { fetched, pages, site, report, text: reportText(report), ms };
}

describe('what the site review reads', () => {
  it('names a menu link that 404s with the pages that link to it, and refuses a redirect to a private address', async () => {
    const { report, site, text } = await reviewSite(sites.broken.url);
    expect(reviewReport.safeParse(report).success).toBe(true);
    const broken = report.findings.find((f) => f.id === 'broken-links')!;
    const team = broken.evidence.find((e) => e.startsWith('"Team" → /team/ answers 404, linked from '))!;
    for (const from of ['/', '/services/', '/contact/']) expect(team.replace(/^.*linked from /, '').split(', ')).toContain(from);
    expect(site.notRead).toEqual(expect.arrayContaining([{ path: '/moved/', text: 'Moved', why: 'refused' }]));
    expect(site.notRead).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/elsewhere/', why: 'left the site' })]));
    expect(report.coverage).toContain('Not read: ');
    expect(report.coverage).toContain('/moved/ (refused: not a public address)');
    expect(text).toContain('Pages we read:');
    // Nothing past the guard was asked for: the metadata address never saw a request, the other site only the redirect's target.
    expect(sites.broken.hits).not.toContain('GET /latest/meta-data/');
    expect(report.pages!.map((p) => new URL(p.url).pathname)).toEqual(expect.arrayContaining(['/', '/services/', '/contact/']));
    expect(report.pages![0]!.url).toBe(sites.broken.url);
  });

  it('reads eight pages of a page that links to 200, and says how many it left', async () => {
    const { report, site } = await reviewSite(sites.many.url);
    expect(site.read).toBe(8);
    expect(report.pages).toHaveLength(8);
    expect(report.coverage).toMatch(/^We read 8 pages of the site: the one you gave and 7 pages it links to \(it links to 204 pages of the site in all\)\./);
    // The trade's pages first: services, team and contact before any article.
    expect(report.pages!.slice(1, 4).map((p) => new URL(p.url).pathname)).toEqual(['/contact/', '/services/', '/team/']);
    expect(site.linksNotChecked).toBeGreaterThan(0);
  });

  it('keeps to one time budget when every page is slow, and says what it did not read in time', async () => {
    const { site, report, ms } = await reviewSite(sites.slow.url);
    // The budget after the first page is 8 s; the first page and its files answer at once.
    expect(ms).toBeLessThan(10_000);
    expect(site.read).toBeGreaterThanOrEqual(2);
    expect(site.notRead.filter((n) => n.why === 'not read: time').length).toBeGreaterThan(0);
    expect(report.coverage).toMatch(/not read in time/);
  });
});

describe('what only the pages read together show', () => {
  it('one title on two pages, another phone number on one page, a form that posts nowhere, each with its pages', async () => {
    const { report } = await reviewSite(sites.mixed.url);
    const find = (id: string) => report.findings.find((f) => f.id === id);
    expect(find('duplicate-titles')!.evidence[0]).toBe('2 pages share the title "Bright Smile Dental | Team": /services/, /team/');
    expect(find('contact-mismatch')!.evidence[0]).toContain('The phone number "(503) 274-0555" appears only on /');
    expect(find('dead-form')!.evidence[0]).toBe('The form on /contact/ sends to /send.php, which answers 404: every message sent through it is lost');
    expect(find('dead-form')!.pages).toEqual([`${sites.mixed.url}contact/`]);
    // The Netlify form on /team/ is the host's to keep: its thank-you page is not where messages go.
    expect(find('dead-form')!.evidence).toHaveLength(1);
    // A finding on every page is one finding naming them all.
    const titles = report.findings.filter((f) => f.id === 'duplicate-titles');
    expect(titles).toHaveLength(1);
    expect(report.pages!.find((p) => p.url.endsWith('/team/'))!.findings).toContain('duplicate-titles');
  });
});
