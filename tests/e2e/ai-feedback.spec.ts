import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { outboxMessages, uniqueVisitorIp } from './support/site';
import { recordFocusArrivals } from './support/focus-arrival';

// scripts/serve/e2e-server.mjs serves two fixture sites the reviewer may fetch (AI_FETCH_ALLOW_HOSTS),
// and whitelists @whitelisted.test.
const GOOD_SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_GOOD_PORT ?? '3212'}/`;

let visitorIp = '';
test.beforeEach(async ({ page }) => {
  visitorIp = uniqueVisitorIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp });
});

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const toast = (page: Page) => page.locator('[data-sonner-toast]');
const submit = (page: Page) => page.getByRole('button', { name: /Analyze My Website|Analyzing Website\.\.\./ });

test('the page: form, usage badge, results panel, expert-audit card, and no axe violations', async ({ page }) => {
  await page.goto('/ai-feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Free AI Website Review' })).toBeVisible();
  await expect(page.getByLabel('Website URL *')).toHaveAttribute('type', 'url');
  await expect(page.getByLabel('Email *')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Industry')).toHaveValue('');
  await expect(page.getByTestId('usage-badge')).toHaveText('3 free analyses per day');
  const results = page.getByRole('region', { name: 'Analysis results' });
  expect((await results.boundingBox())?.height).toBe(500);
  await expect(page.getByRole('link', { name: 'Get an Expert Audit' })).toHaveAttribute(
    'href',
    '/contact?utm_source=ai-feedback&utm_medium=expert-audit&utm_campaign=upgrade-cta',
  );
  await expectNoAxeViolations(page, '/ai-feedback');
});

test('?industry= preselects a known industry and ignores an unknown one', async ({ page }) => {
  await page.goto('/ai-feedback?industry=lawyers');
  await expect(page.getByLabel('Industry')).toHaveValue('lawyers');
  await page.goto('/ai-feedback?industry=astronauts');
  await expect(page.getByLabel('Industry')).toHaveValue('');
});

test("missing fields get the spec's toasts and are marked inline", async ({ page }) => {
  await page.goto('/ai-feedback');
  const arrivals = await recordFocusArrivals(page);
  await submit(page).click();
  await expect(toast(page)).toContainText('Website URL Required');
  await expect(toast(page)).toContainText('Please enter your website URL to analyze.');
  await expect(page.getByLabel('Website URL *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Website URL *')).toBeFocused();
  expect(await arrivals()).toEqual([{ name: 'website_url', invalid: 'true', description: expect.stringContaining('Please enter your website URL to analyze.') }]);

  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await submit(page).click();
  await expect(toast(page).filter({ hasText: 'Email Required' })).toContainText('Please enter your email to receive the analysis.');
  await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Website URL *')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a review: Analyzing Website... with progress, then the review in the panel, the toast, the badge and the e-mail', async ({ page }) => {
  await page.goto('/ai-feedback?industry=lawyers');
  const email = uniqueEmail('review');
  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Focus area').fill('more consultation requests');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ai-feedback', async (route) => {
    await held;
    await route.continue();
  });
  await submit(page).click();
  await expect(page.getByRole('button', { name: 'Analyzing Website...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Analyzing your website' })).toBeVisible();
  release();

  const results = page.getByRole('region', { name: 'Analysis results' });
  // The report as a document: the site's own title, a score per area, findings by severity, a step to book.
  await expect(results.getByRole('heading', { name: '“Family Lawyers in Portland, Oregon | Harbor & Vale Law”' })).toBeVisible({ timeout: 15_000 });
  await expect(toast(page).filter({ hasText: 'Analysis Complete' })).toContainText('Your website analysis is ready!');
  await expect(results.getByTestId('report-scores').getByRole('listitem')).toHaveText([/^\d+Search$/, /^\d+Performance$/, /^\d+Accessibility$/, /^\d+Conversion$/, /^\d+Trust$/]);
  await expect(results.getByRole('heading', { name: /High impact/ })).toBeVisible();
  await expect(results.getByText('Missing: Permissions-Policy')).toBeVisible();
  await expect(results.getByRole('link', { name: 'Book a call about this review' })).toHaveAttribute('href', /^\/contact\?utm_source=ai-feedback/);
  await expect(results.locator('script, iframe, img')).toHaveCount(0);
  expect(await results.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(page.getByTestId('usage-badge')).toHaveText('2 of 3 free analyses left today');
  await expect(page.getByRole('button', { name: 'Analyze My Website' })).toBeEnabled();

  await expect.poll(() => outboxMessages().filter((m) => new RegExp(`^To: ${email}`, 'm').test(m)).length).toBe(1);
  await expect.poll(() => outboxMessages().some((m) => /^Subject: New AI review lead: /m.test(m) && m.includes(`Reply-To: ${email}`))).toBe(true);
  await expectNoAxeViolations(page, '/ai-feedback with results');

  // The full report, at the unguessable address the e-mail links to: noindex, the same findings.
  const reportLink = results.getByRole('link', { name: 'Open the full report' });
  const href = await reportLink.getAttribute('href');
  expect(href).toMatch(/^\/review\/[A-Za-z0-9_-]{32}$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your website review' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('Missing: Permissions-Policy')).toBeVisible();
  // The lab measurement (a local server speaking PageSpeed Insights' API) joins the page without a reload.
  await expect(page.getByTestId('report-speed')).toContainText('Measured by Lighthouse 13 on a simulated mid-range phone on slow 4G', { timeout: 15_000 });
  await expect(page.getByRole('img', { name: /Your page on a phone, as Lighthouse saw it/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the full report page');
  expect(outboxMessages().find((m) => new RegExp(`^To: ${email}`, 'm').test(m))?.replace(/=\r?\n/g, '')).toContain(href!);
  expect((await page.request.get('/review/not-a-real-report-id-000000000000')).status()).toBe(404);
});

test('an answer of the spec’s own shape, { analysis, usage } without a report, is shown as the analysis', async ({ page }) => {
  await page.route('**/api/ai-feedback', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ analysis: '## Your site\n\n- The title is 54 characters.\n- Add structured data.', usage: { remaining: 1, limit: 3, whitelisted: false } }),
    }),
  );
  await page.goto('/ai-feedback');
  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await page.getByLabel('Email *').fill(uniqueEmail('shape'));
  await submit(page).click();
  const results = page.getByRole('region', { name: 'Analysis results' });
  await expect(results.getByText('The title is 54 characters.')).toBeVisible();
  await expect(toast(page).filter({ hasText: 'Analysis Complete' })).toContainText('Your website analysis is ready!');
  await expect(page.getByTestId('usage-badge')).toHaveText('1 of 3 free analyses left today');
});

test("the fourth review of the day shows 'Daily Limit Reached'", async ({ page, request }) => {
  const email = uniqueEmail('limit');
  for (let i = 0; i < 3; i++) {
    const response = await request.post('/api/ai-feedback', { headers: { 'x-forwarded-for': visitorIp }, data: { website_url: GOOD_SITE, email } });
    expect(response.status()).toBe(200);
  }
  await page.goto('/ai-feedback');
  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await page.getByLabel('Email *').fill(email);
  await submit(page).click();
  await expect(toast(page)).toContainText('Daily Limit Reached');
  await expect(toast(page)).toContainText("You've used all 3 free analyses today. Try again tomorrow or contact us for more.");
  await expect(page.getByTestId('usage-badge')).toHaveText('0 of 3 free analyses left today');
  await expectNoAxeViolations(page, '/ai-feedback with an error toast');
});

test("a site that cannot be fetched shows 'Analysis Failed' with the server's reason", async ({ page }) => {
  await page.goto('/ai-feedback');
  await page.getByLabel('Website URL *').fill(new URL('/brochure.pdf', GOOD_SITE).toString());
  await page.getByLabel('Email *').fill(uniqueEmail('pdf'));
  await submit(page).click();
  await expect(toast(page)).toContainText('Analysis Failed');
  await expect(toast(page)).toContainText('application/pdf');
  await expect(page.getByTestId('usage-badge')).toHaveText('3 free analyses per day');
});

test("any other failure shows 'Analysis Failed' with the spec's message", async ({ page }) => {
  await page.route('**/api/ai-feedback', (route) => route.abort('internetdisconnected'));
  await page.goto('/ai-feedback');
  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await page.getByLabel('Email *').fill(uniqueEmail('offline'));
  await submit(page).click();
  await expect(toast(page)).toContainText('Analysis Failed');
  await expect(toast(page)).toContainText('There was an error analyzing your website. Please try again.');
});

test('an anonymous visitor who types a whitelisted address is counted like anyone else', async ({ page }) => {
  await page.goto('/ai-feedback');
  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await page.getByLabel('Email *').fill(`owner-${Date.now()}@whitelisted.test`);
  await submit(page).click();
  await expect(toast(page).filter({ hasText: 'Analysis Complete' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('usage-badge')).toHaveText(/of 3 free analyses left today/);
});
