import { expect, test } from '@playwright/test';
import { hasScriptLoader } from '../../scripts/build/scripts-after-paint';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/site';

// scripts/build/scripts-after-paint.ts: a prerendered page paints from its HTML, stylesheet and font
// alone, and the framework's chunks and the page's RSC payload are fetched once that first
// contentful paint is presented.
const isPayload = (url: string | URL) => new URL(url).pathname.startsWith('/_next/static/rsc/');

for (const path of ['/', '/contact', '/lawyers', '/local-businesses']) {
  test(`${path} paints before it fetches a script or its payload, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script(?![^>]*noModule)[^>]*\ssrc=/); // the polyfills only, which modern browsers skip
    expect(head).not.toContain('as="script"');
    expect(hasScriptLoader(html)).toBe(true);
    expect(html).not.toContain('__next_f.push(');
    expect(html.length).toBeLessThanOrEqual(60_000);

    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await page.goto(path);
    // The island hydrates: the nav's dropdown carries React's props and opens.
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Who We Serve' });
    await waitForHydration(trigger);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/_next\/static\/(chunks\/.*\.js|rsc\/.*\.json)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.chunks.filter((chunk) => isPayload(chunk.name))).toHaveLength(1);
    expect(timing.chunks.length).toBeGreaterThan(4);
    for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(timing.paint!);
    expect(failures).toEqual([]);
    await expectNoAxeViolations(page, `${path} after hydration`);
  });
}

test('a page whose payload cannot be fetched runs no chunk and stays the working page it is without script', async ({ page }) => {
  const asked: string[] = [];
  await page.route(isPayload, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 503, body: '' });
  });
  await page.goto('/lawyers');
  await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(2); // asked once more after a second
  await page.waitForTimeout(500);
  // Next's runtime marks a page it has started on with window.next; the chunks were only preloaded.
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
  await link.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a hydrated page is marked by the runtime the failed-payload test looks for', async ({ page }) => {
  await page.goto('/lawyers');
  await expect.poll(() => page.evaluate(() => 'next' in window), { timeout: 10_000 }).toBe(true);
});

// A client hook such as useSearchParams on a prerendered page makes React discard the server's HTML
// up to the nearest Suspense boundary and render it again on the client: the page ships a
// `<template data-dgst>` marker where that happens. /portfolio did so with its whole project grid.
test('no page in the sitemap falls back to rendering on the client', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toContain('/portfolio');
  const bailouts: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    if (html.includes('<template data-dgst')) bailouts.push(path);
  }
  expect(bailouts).toEqual([]);
});
