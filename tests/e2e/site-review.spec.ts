import { expectNoAxeViolations } from './support/axe';
import { PHONE, uniqueVisitorIp } from './support/site';
import { expect, test } from './support/test';

// The free review reads the visitor's site, not one page: the e2e server's sound fixture site links to
// ten pages of its own (tests/support/review-fixture-site.ts), of which the review reads seven.
const GOOD_SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_GOOD_PORT ?? '3212'}/`;

test('a site review: the pages read in the answer, at GET /api/review/<id>, and as a table on the report page at phone and desktop widths', async ({ page, request }) => {
  const answer = await request.post('/api/ai-feedback', {
    headers: { 'x-forwarded-for': uniqueVisitorIp() },
    data: { website_url: GOOD_SITE, email: `site-review-${Date.now()}@whitelisted.test`, industry: 'lawyers' },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { analysis: string; reportUrl: string; report: { pages: { url: string; status: number; title?: string; findings?: string[] }[]; coverage: string } };
  expect(body.report.pages).toHaveLength(8);
  expect(body.report.pages[0]!.url).toBe(GOOD_SITE);
  expect(body.report.pages.map((p) => new URL(p.url).pathname)).toEqual(expect.arrayContaining(['/contact/', '/practice-areas/', '/fees/', '/attorneys/']));
  expect(body.report.pages.every((p) => p.status === 200 && p.title && Array.isArray(p.findings))).toBe(true);
  expect(body.report.coverage).toMatch(/^We read 8 pages of the site: the one you gave and 7 pages it links to/);
  expect(body.analysis).toContain('Pages we read:');

  // The stored report is the answer until the lab has measured the submitted page, then the final report, whose first
  // page's bytes and findings are the lab's (the e2e server's PageSpeed stand-in answers every page with one captured run):
  // the pages read, and every page but the first, are the answer's either way.
  const id = body.reportUrl.split('/').pop()!;
  type Stored = { report: { pages: { url: string; status: number; title?: string; bytes: number }[]; measurements: { measuredBy?: string; totalBytes: number } } };
  const stored = (await (await request.get(`/api/review/${id}`)).json()) as Stored;
  const read = (pages: { url: string; status: number; title?: string }[]) => pages.map(({ url, status, title }) => ({ url, status, title }));
  expect(read(stored.report.pages)).toEqual(read(body.report.pages));
  expect(stored.report.pages.slice(1)).toEqual(body.report.pages.slice(1));
  if (stored.report.measurements.measuredBy === 'lighthouse') expect(stored.report.pages[0]!.bytes).toBe(stored.report.measurements.totalBytes);
  else expect(stored.report.pages[0]).toEqual(body.report.pages[0]);

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto(body.reportUrl);
    const table = page.getByRole('region', { name: 'Pages we read' });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('row').nth(1)).toContainText('Family Lawyers in Portland, Oregon | Harbor & Vale Law');
    // The table scrolls inside its box on a phone: the page itself is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page, `the site review's report at ${viewport.width} px`);
  }
});
