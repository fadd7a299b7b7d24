import { expect, test } from '@playwright/test';
import { hasScriptLoader } from '../../scripts/build/scripts-after-paint';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/site';

// scripts/build/scripts-after-paint.ts: a prerendered page paints from its HTML, stylesheet and font
// alone, and the framework's chunks are fetched once that first contentful paint is presented.
for (const path of ['/', '/contact', '/lawyers']) {
  test(`${path} paints before it fetches a script, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script(?![^>]*noModule)[^>]*\ssrc=/); // the polyfills only, which modern browsers skip
    expect(head).not.toContain('as="script"');
    expect(hasScriptLoader(html)).toBe(true);

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
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/') && entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.chunks.length).toBeGreaterThan(3);
    for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(timing.paint!);
    await expectNoAxeViolations(page, `${path} after hydration`);
  });
}

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
