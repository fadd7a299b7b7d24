import { expect, test } from './support/test';
import { FONT_LOAD_SCRIPT } from '@/lib/ui/font-loading';

/**
 * Inter rides inline in the one stylesheet (app/inter-font.css) and the root layout's first script starts
 * its decoding before the body is parsed (lib/ui/font-loading.ts), so a page's first paint is already in
 * Inter and nothing moves after it: no font file is fetched, the text is drawn by the web font, and no
 * layout shift is recorded, on a phone as on a desktop.
 */
const PAGES = ['/', '/pricing', '/payment', '/book', '/local-businesses', '/case/law-firm-speed-overhaul'];

for (const width of [390, 1440]) {
  test(`at ${width} px the first paint is in Inter: no font request, the web font on the heading, no layout shift`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && !request.url().startsWith('data:')) fontRequests.push(request.url());
    });
    // Every layout shift from the start of each page's load, the first paint's included.
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    for (const path of PAGES) {
      await page.goto(path);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`), `${path}: the heading's face`).toEqual(['Inter (web font)']);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), `${path}: layout shifts`).toEqual([]);
    }
    expect(fontRequests).toEqual([]);
  });
}

test('the font-loading script is the first script of the head, right after the stylesheet it loads from', async ({ request }) => {
  const html = await (await request.get('/pricing')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheet = head.indexOf('rel="stylesheet"');
  const script = head.indexOf(`<script>${FONT_LOAD_SCRIPT}</script>`);
  expect(stylesheet).toBeGreaterThan(-1);
  expect(script).toBeGreaterThan(stylesheet);
  expect(head.indexOf('<script', stylesheet)).toBe(script);
});
