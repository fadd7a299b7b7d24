import { expect, test } from '@playwright/test';
import { hasScriptLoader } from '../../lib/performance/scripts-after-paint';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/site';

// scripts/scripts-after-paint.mjs: a prerendered page paints from its HTML, stylesheet and font
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
