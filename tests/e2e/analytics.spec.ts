import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dataLayer, installDataLayer, scrollToFraction } from './support/site';

/** Cancels link navigation (window capture runs before the site's document listener) so events stay readable. */
async function keepClicksOnPage(page: Page) {
  await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { capture: true }));
}

test.describe('cta_click', () => {
  test('is pushed with event, cta, page, industry, href and ts', async ({ page }) => {
    await installDataLayer(page);
    await page.goto('/');
    // Keep the navigation from leaving the page so the event can be read.
    await keepClicksOnPage(page);
    await page.getByRole('link', { name: 'Schedule a Strategy Call' }).first().click();
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'cta_click').length).toBe(1);
    const [event] = (await dataLayer(page)).filter((e) => e.event === 'cta_click');
    expect(event).toMatchObject({ event: 'cta_click', cta: 'nav_strategy_call', page: '/', industry: null, href: '/contact' });
    expect(Date.parse(String(event!.ts))).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(event!).sort()).toEqual(['cta', 'event', 'href', 'industry', 'page', 'ts']);
  });

  test('carries the industry of an industry CTA', async ({ page }) => {
    await installDataLayer(page);
    await page.goto('/');
    await keepClicksOnPage(page);
    await page.getByRole('link', { name: 'Websites for lawyers' }).click();
    await expect
      .poll(async () => (await dataLayer(page)).find((e) => e.event === 'cta_click'))
      .toMatchObject({ cta: 'home_specialization_lawyers', industry: 'lawyers', href: '/lawyers' });
  });

  test('falls back to the console when dataLayer is absent', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(msg.text()));
    await page.goto('/');
    await keepClicksOnPage(page);
    await page.getByRole('link', { name: 'Run a Free AI Site Audit' }).click();
    await expect.poll(() => messages.some((m) => m.includes('[analytics]'))).toBe(true);
  });
});

test.describe('scroll_depth', () => {
  test('fires 25, 50, 75 and 100 once each per page view', async ({ page }) => {
    await installDataLayer(page);
    await page.goto('/');
    const depths = async () =>
      (await dataLayer(page)).filter((e) => e.event === 'scroll_depth').map((e) => e.value as number);

    await scrollToFraction(page, 0.1);
    expect(await depths()).toEqual([]);
    await scrollToFraction(page, 0.3);
    await expect.poll(depths).toEqual([25]);
    await scrollToFraction(page, 0.6);
    await expect.poll(depths).toEqual([25, 50]);
    await scrollToFraction(page, 0.2);
    await scrollToFraction(page, 0.8);
    await expect.poll(depths).toEqual([25, 50, 75]);
    await scrollToFraction(page, 1);
    await expect.poll(depths).toEqual([25, 50, 75, 100]);
    await scrollToFraction(page, 0);
    await scrollToFraction(page, 1);
    await page.waitForTimeout(200);
    expect(await depths()).toEqual([25, 50, 75, 100]);

    const event = (await dataLayer(page)).find((e) => e.event === 'scroll_depth');
    expect(Object.keys(event!).sort()).toEqual(['event', 'page', 'ts', 'value']);
    expect(event).toMatchObject({ page: '/' });
  });

  test('starts again on a new page view', async ({ page }) => {
    await installDataLayer(page);
    await page.goto('/');
    await scrollToFraction(page, 1);
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'scroll_depth').length).toBe(4);
    await page.reload();
    await scrollToFraction(page, 1);
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'scroll_depth').length).toBe(4);
  });
});
