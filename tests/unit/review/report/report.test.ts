/**
 * The review pipeline end to end on three local sites (tests/support/review-fixture-site.ts),
 * fetched for real through the SSRF guard: fetch → facts → findings and scores → built-in writer.
 * Both sides: every planted flaw is named with its evidence, and the sound page gets no invented problem.
 */
import { reviewFacts, type ReviewFacts } from '@/lib/review/facts';
import { fetchPage } from '@/lib/review/fetch/page';
import { htmlReferences, pickSrcset } from '@/lib/review/fetch/references';
import { fetchPageResources } from '@/lib/review/fetch/resources';
import { imageInfo } from '@/lib/review/fetch/image-info';
import { assess, logNormalScore } from '@/lib/review/findings';
import { costOf } from '@/lib/review/findings/costs';
import { customerCosts } from '@/lib/review/findings/order';
import { reviewReport, type ReviewReport } from '@/lib/review/report/schema';
import { reportText } from '@/lib/review/report/text';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { fakeJpeg, fakePng, startReviewFixtureSites, type ReviewFixtureSites } from '../../../support/review-fixture-site';

let sites: ReviewFixtureSites;
const reviews: Record<'good' | 'poor' | 'heavy', { facts: ReviewFacts; report: ReviewReport }> = {} as never;

async function reviewOf(url: string, industry: string) {
  const site = await fetchPage(new URL(url), { allowHosts: sites.allowHosts.split(',') });
  const facts = reviewFacts(site);
  return { facts, report: writeBuiltinReport(facts, assess(facts), { industry }) };
}

const finding = (report: ReviewReport, id: string) => report.findings.find((f) => f.id === id);

beforeAll(async () => {
  sites = await startReviewFixtureSites();
  reviews.good = await reviewOf(sites.goodUrl, 'lawyers');
  reviews.poor = await reviewOf(sites.poorUrl, 'local-businesses');
  reviews.heavy = await reviewOf(sites.heavyUrl, 'accountants');
}, 60_000);
afterAll(() => sites.close());

describe('every report', () => {
  it.each(['good', 'poor', 'heavy'] as const)('%s: matches the one report schema, and its text has no markdown', (name) => {
    const { report } = reviews[name];
    expect(reviewReport.safeParse(report).success).toBe(true);
    for (const f of report.findings) expect(f.evidence.length).toBeGreaterThan(0);
    expect(report.startWith.length).toBeLessThanOrEqual(5);
    expect(reportText(report)).not.toMatch(/\*\*|^#+ |^\s*\d+\)\s|__/m);
  });
});

describe('a flawed page: every planted flaw named, with its evidence', () => {
  const evidence = (id: string) => finding(reviews.poor.report, id)?.evidence.join(' | ');
  it.each([
    ['description-missing', /No <meta name="description">/],
    ['viewport-missing', /No <meta name="viewport">/],
    ['lang-missing', /no lang attribute/],
    ['images-without-alt', /6 of 7 images have no alt attribute/],
    ['h1-many', /2 h1 headings: "Riverside Plumbing & Heating", "Welcome to our website!"/],
    ['generic-link-text', /"click here"/],
    ['unlabelled-fields', /4 of 4 form fields have no label: name, email, phone, message/],
    ['no-https', /plain http/],
    ['broken-files', /\/images\/award\.gif answers 404 \| \/images\/badge\.png answers 404/],
    ['no-phone-or-email-link', /No phone number, e-mail address, tel: link or mailto: link anywhere on the page/],
    ['structured-data-missing', /No JSON-LD or microdata/],
    ['title-length', /The title is 4 characters: "Home"/],
  ])('%s', (id, pattern) => {
    expect(evidence(id)).toMatch(pattern);
  });

  it('names the files behind the performance findings, from what they answered', () => {
    expect(evidence('render-blocking-scripts')).toContain('/js/main.js (30 KB)');
    expect(evidence('uncompressed-text')).toContain('/css/style.css (24 KB)');
    expect(evidence('old-image-formats')).toContain('/images/van.jpg: JPEG, 240 KB');
    expect(evidence('oversized-images')).toContain('/images/van.jpg is 1600 px wide');
  });

  it('says why each finding matters for the industry, and orders the five to start with by what they cost a customer, then impact', () => {
    const { report } = reviews.poor;
    expect(finding(report, 'no-phone-or-email-link')!.why).toMatch(/Your customers call when something has gone wrong/);
    const rank = (id: string) => [customerCosts.indexOf(costOf(id)), ['high', 'medium', 'low'].indexOf(finding(report, id)!.severity)] as const;
    const ranks = report.startWith.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(report.startWith).toHaveLength(5);
  });
});

describe('a heavy page', () => {
  it('states its real weight (within 25%), its heaviest file and its blocking script, and scores performance at most 70', () => {
    const { report } = reviews.heavy;
    const actual = 2_593_000; // the fixture's bytes: HTML + 160 KB CSS + 350 KB script + 1.4 MB PNG + 680 KB JPEG + icon
    expect(Math.abs(report.measurements.totalBytes - actual) / actual).toBeLessThan(0.25);
    expect(finding(report, 'page-weight')!.evidence.join(' ')).toMatch(/weigh 2\.6 MB in all.*\/img\/hero\.png \(1\.4 MB\)/);
    // The office photo is loading=lazy: counted, and said to come only as it nears the screen.
    const lazy = 'including 1 lazy-loaded picture (680 KB) that a phone fetches only as it nears the screen';
    expect(finding(report, 'page-weight')!.evidence[0]).toContain(`in all, ${lazy}`);
    expect(report.summary).toContain(`2.6 MB in all, ${lazy}.`);
    expect(finding(report, 'large-images')!.evidence[0]).toBe('/img/hero.png (1.4 MB)');
    expect(finding(report, 'render-blocking-scripts')!.evidence[0]).toBe('Script in <head> without async or defer: /js/app.js (350 KB)');
    expect(finding(report, 'old-image-formats')!.evidence[0]).toBe('/img/hero.png: PNG, 1.4 MB');
    expect(report.scores.performance).toBeLessThanOrEqual(70);
    expect(report.measurements.estimatedLargestPaintMs).toBeGreaterThan(4000);
  });

  it('does not blame the things it does well', () => {
    const ids = reviews.heavy.report.findings.map((f) => f.id);
    for (const id of ['images-without-alt', 'description-missing', 'h1-missing', 'no-phone-or-email-link', 'unlabelled-fields', 'broken-files']) expect(ids).not.toContain(id);
  });
});

describe('a sound page: no invented problems', () => {
  it('finds only what is true of a local test server (plain http, one missing header), and performance at least 85', () => {
    const { report } = reviews.good;
    expect(report.findings.map((f) => f.id).sort()).toEqual(['no-https', 'security-headers']);
    expect(finding(report, 'security-headers')!.evidence).toEqual(['Missing: Permissions-Policy']);
    expect(report.scores.performance).toBeGreaterThanOrEqual(85);
    expect(report.measurements.brokenFiles).toBe(0);
  });

  it('quotes the site’s own title and heading, and says what is working from the facts', () => {
    const { report } = reviews.good;
    expect(report.site.title).toBe('Family Lawyers in Portland, Oregon | Harbor & Vale Law');
    expect(report.summary).toContain('"Family Lawyers in Portland, Oregon | Harbor & Vale Law"');
    expect(report.working).toEqual(
      expect.arrayContaining(['No script file in <head> holds the first paint.', 'Every link to the site\'s own pages answered (10 pages checked).']),
    );
  });
});

describe('fetching what the page loads', () => {
  it('goes through the SSRF guard: a file on a private address, or redirecting to one, is refused, not fetched', async () => {
    const page = new URL(sites.goodUrl);
    const records = await fetchPageResources('<img src="/to-metadata" alt=""><img src="http://10.0.0.1/x.png" alt=""><img src="/img/logo.svg" alt="">', page, {
      allowHosts: sites.allowHosts.split(','),
    });
    expect(records.map((r) => [new URL(r.url).pathname, r.status, r.problem])).toEqual([
      ['/to-metadata', null, 'refused'],
      ['/x.png', null, 'refused'],
      ['/img/logo.svg', 200, null],
    ]);
  });

  it('counts a file once however its address is written: a fragment, or an empty query ("x.eot?#iefix")', async () => {
    const html = '<img src="/img/logo.svg" alt=""><img src="/img/logo.svg?" alt=""><img src="/img/logo.svg#mark" alt=""><img src="/img/logo.svg?#iefix" alt=""><img src="/img/logo.svg?v=2" alt="">';
    const records = await fetchPageResources(html, new URL(sites.goodUrl), { allowHosts: sites.allowHosts.split(',') });
    expect(records.map((r) => r.url.replace(sites.goodUrl, '/'))).toEqual(['/img/logo.svg', '/img/logo.svg?v=2']);
  });

  it('weighs the one tab icon a browser loads, and checks, without weighing, the icons it fetches only when it needs them', async () => {
    const html = [
      '<link rel="shortcut icon" href="/favicon.ico">',
      '<link rel="icon" sizes="192x192" href="/img/logo.svg">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      '<link rel="apple-touch-icon" sizes="152x152" href="/gone-icon.png">',
      '<link rel="mask-icon" href="/apple-touch-icon.png">',
      '<img src="/img/logo.svg" alt="">',
    ].join('');
    const records = await fetchPageResources(html, new URL(sites.goodUrl), { allowHosts: sites.allowHosts.split(',') });
    // The logo is also a picture of the page, so it is loaded whatever its icon link says.
    expect(records.map((r) => [new URL(r.url).pathname, r.status, r.spare ?? false])).toEqual([
      ['/favicon.ico', 200, false],
      ['/img/logo.svg', 200, false],
      ['/apple-touch-icon.png', 200, true],
      ['/gone-icon.png', 404, true],
    ]);
    const { performance } = reviewFacts({ page: { url: sites.goodUrl, status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 5, redirects: [], address: '127.0.0.1' }, robotsTxt: null, sitemapXml: null, resources: records });
    expect(performance.requests).toBe(3);
    expect(performance.heaviest.map((f) => f.file)).not.toContain('/apple-touch-icon.png');
    expect(performance.broken).toEqual([expect.objectContaining({ file: '/gone-icon.png', status: 404 })]);
  });

  it('stops at its caps and counts the rest as not measured', async () => {
    const html = ['elena-harbor', 'marcus-vale', 'office-portland'].map((name) => `<img src="/img/${name}.jpg" alt="">`).join('');
    const records = await fetchPageResources(html, new URL(sites.goodUrl), { allowHosts: sites.allowHosts.split(','), limits: { maxResources: 2, concurrency: 1 } });
    expect(records.map((r) => r.problem)).toEqual([null, null, 'not fetched: cap']);
    expect(reviewFacts({ page: { url: sites.goodUrl, status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 5, redirects: [], address: '127.0.0.1' }, robotsTxt: null, sitemapXml: null, resources: records }).performance).toMatchObject({ requests: 3, notFetched: 1 });
  });
});

describe('claims the page would contradict', () => {
  const factsOf = (body: string) =>
    reviewFacts({ page: { url: 'https://church.example/', status: 200, headers: {}, body, bytes: body.length, elapsedMs: 5, redirects: [], address: '192.0.2.1' }, robotsTxt: null, sitemapXml: null, resources: [] });
  it('does not say a page has no call to action when it has a phone link, an e-mail link or a form', () => {
    for (const way of ['<a href="tel:+12182740100">(218) 274-0100</a>', '<a href="mailto:office@stmarksduluth.org">office@stmarksduluth.org</a>', '<form><label>Name <input name="n"></label></form>']) {
      expect(assess(factsOf(`<html lang="en"><body><h2>Contact Us</h2>${way}</body></html>`)).findings.map((f) => f.id)).not.toContain('no-call-to-action');
    }
    expect(assess(factsOf('<html lang="en"><body><h2>Contact Us</h2><p>Sundays at ten.</p></body></html>')).findings.map((f) => f.id)).toContain('no-call-to-action');
  });
});

describe('the pieces', () => {
  it('reads format and size from the image itself', () => {
    expect(imageInfo(fakePng(2400, 1600, 100))).toEqual({ format: 'png', width: 2400, height: 1600 });
    expect(imageInfo(fakeJpeg(800, 533, 100))).toEqual({ format: 'jpeg', width: 800, height: 533 });
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).format).toBe('svg');
    expect(imageInfo(Buffer.from('not an image')).format).toBe('unknown');
  });

  it('picks the srcset candidate a phone would', () => {
    expect(pickSrcset('a.jpg 400w, b.jpg 800w, c.jpg 1600w', undefined)).toBe('b.jpg');
    expect(pickSrcset('a.jpg 400w, b.jpg 800w', '(min-width: 900px) 50vw, 200px')).toBe('a.jpg');
    expect(pickSrcset('a.jpg 1x, b.jpg 2x', undefined)).toBe('b.jpg');
  });

  it('finds what the HTML loads, and which of it blocks the first paint', () => {
    const refs = htmlReferences(
      `<head><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print"><script src="/s.js"></script><script src="/d.js" defer></script>
      <style>.h{background:url('/bg.jpg')} .gone{background:url('/old.jpg')}</style></head>
      <body><div class="h">Hello</div><picture><source srcset="/x.webp" type="image/webp"><img src="/x.jpg" alt=""></picture><img data-src="/lazy.jpg"><iframe src="https://v.example/e"></iframe></body>`,
      new URL('https://site.example/'),
    );
    const seen = refs.map((r) => `${r.type}:${new URL(r.url).pathname}${r.renderBlocking ? ':blocking' : ''}${r.latent ? ':latent' : ''}`);
    // A picture of a rule no element uses is named, to be checked, but the page does not fetch it (latent); fonts are chosen once every stylesheet is read.
    expect(seen).toEqual([
      'stylesheet:/a.css:blocking',
      'stylesheet:/p.css',
      'script:/s.js:blocking',
      'script:/d.js',
      'image:/bg.jpg',
      'image:/old.jpg:latent',
      'image:/x.webp',
      'iframe:/e',
    ]);
  });

  it('scores on Lighthouse’s log-normal curve: 0.9 at p10, 0.5 at the median', () => {
    expect(logNormalScore(1800, { p10: 1800, median: 3000 })).toBeCloseTo(0.9, 3);
    expect(logNormalScore(3000, { p10: 1800, median: 3000 })).toBeCloseTo(0.5, 3);
    expect(logNormalScore(12000, { p10: 1800, median: 3000 })).toBeLessThan(0.05);
  });
});
