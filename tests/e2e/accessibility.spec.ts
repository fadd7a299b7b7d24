import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import sitemap from '../../app/sitemap';
import { routes } from '../../content/routes';
import { expectNoAxeViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { PHONE, standInForThirdParties } from './support/site';

/**
 * The routes audited here, read at collection time from the function that builds /sitemap.xml (one
 * test per route and width needs the list before the server runs); the first test below checks that
 * the live sitemap lists exactly these, so a page added to the site is audited or this file fails.
 * Case pages and the quick-wins guides are in the sitemap, so every one of them is audited.
 */
const SITEMAP_PATHS = sitemap().map((entry) => new URL(entry.url).pathname);

/** Pages a visitor reaches that the sitemap leaves out on purpose. */
const UNLISTED: { path: string; status: number }[] = [
  { path: routes.paymentSuccess.path, status: 200 },
  { path: routes.paymentCanceled.path, status: 200 },
  { path: '/a11y-audit-missing-page', status: 404 },
];

const AUDITED = [...SITEMAP_PATHS.map((path) => ({ path, status: 200 })), ...UNLISTED];

/** 1280 is where the full desktop navigation starts (xl), so the header is at its tightest. */
const WIDTHS: { name: string; use: Parameters<typeof test.use>[0] }[] = [
  { name: 'desktop 1280×800', use: { viewport: { width: 1280, height: 800 } } },
  { name: `phone ${PHONE.width}×${PHONE.height}`, use: { viewport: PHONE, isMobile: true, hasTouch: true } },
];

/** Counts requests in flight, so a test can wait for the network to go quiet after it scrolled. */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves once nothing has been in flight for `quietMs`, or after `capMs` regardless. */
    async quiet(quietMs = 400, capMs = 5_000): Promise<void> {
      const deadline = Date.now() + capMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(50);
    },
  };
}

/** Scrolls from the top to the bottom half a screen at a time, letting a frame pass at each stop. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 100 ms when the browser produces none: a busy headless Chromium has skipped frames
    // long enough for a wait on requestAnimationFrame alone to hang the test (CI, twice).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 16));
        setTimeout(resolve, 100);
      });
    const step = Math.max(200, Math.round(window.innerHeight / 2));
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
}

/**
 * Scrolls down half a screen at a time so every observer fires (count-up stats start, the scheduler
 * frame is created, the slide-in card appears), waits for the count-ups to end, then returns to the top.
 */
async function revealLazyContent(page: Page): Promise<void> {
  await scrollThrough(page);
  await expect
    .poll(
      () =>
        page
          .locator('[data-count-up]')
          .evaluateAll((values) =>
            values.filter((v) => v.querySelector('[data-testid="count-up-shown"]')?.textContent !== v.getAttribute('data-count-up')).length,
          ),
      { message: 'count-up stats reach their final values', timeout: 5_000 },
    )
    .toBe(0);
  // Animations such as the slide-in's fade are waited for by expectNoAxeViolations (support/axe.ts).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test('the routes audited here are exactly the live sitemap', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const live = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(live.sort()).toEqual([...SITEMAP_PATHS].sort());
  for (const { path } of UNLISTED) expect(live).not.toContain(path);
});

for (const width of WIDTHS) {
  test.describe(`axe, WCAG 2.2 AA, and no CSP violation, at ${width.name}`, () => {
    test.use(width.use);

    for (const { path, status } of AUDITED) {
      test(`${path} (${status})`, async ({ page, baseURL }) => {
        await standInForThirdParties(page, baseURL!);
        const cspViolations = await recordCspViolations(page);
        const network = trackNetwork(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await network.quiet();
        await revealLazyContent(page);
        await network.quiet();
        await expectNoAxeViolations(page, `${path} at ${width.name}`);
        // The page's own policy let every script, style, image and frame it uses load.
        expect(await cspViolations(), `CSP violations on ${path}`).toEqual([]);
      });
    }
  });
}

test.describe('visible focus', () => {
  /** Representative pages: header and footer, the home sections, search, filters, both forms, an industry page. */
  const pages = ['/', '/faq', '/portfolio', '/contact', '/ai-feedback', '/lawyers'];
  const TAB_STOPS = 25;

  for (const path of pages) {
    test(`${path}: the first Tab reaches the skip link, and each of the first ${TAB_STOPS} tab stops shows an unobscured focus outline`, async ({
      page,
      baseURL,
    }) => {
      await standInForThirdParties(page, baseURL!);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

      const problems: string[] = [];
      for (let stop = 1; stop <= TAB_STOPS; stop++) {
        if (stop > 1) await page.keyboard.press('Tab');
        const problem = await page.evaluate((stopNumber) => {
          const seen = ((window as unknown as { focusSeen?: WeakSet<Element> }).focusSeen ??= new WeakSet());
          const el = document.activeElement;
          if (!el || el === document.body) return `stop ${stopNumber}: focus fell back to the page body`;
          const name = `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
          // A frame's content draws its own focus (the scheduler is third-party).
          if (el.tagName === 'IFRAME') return null;
          if (seen.has(el)) return `stop ${stopNumber}: Tab did not move on from ${name}`;
          seen.add(el);

          // A visually hidden control (a radio styled through its label) shows the ring on its label.
          const own = el.getBoundingClientRect();
          const target = own.width <= 1 || own.height <= 1 ? (el.closest('label') ?? el) : el;
          // The site draws focus as a 3px outline in the ring colour (globals.css :focus-visible, .btn, inputs), never a shadow.
          const style = getComputedStyle(target);
          const transparent = /^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor);
          if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2 || transparent) {
            return `stop ${stopNumber}: ${name} has no visible focus outline (${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor})`;
          }

          // WCAG 2.4.11: the focused element must not be entirely hidden by fixed content (header, sticky bar, slide-in card).
          const box = [...target.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0] ?? own;
          const points = [
            [0.5, 0.5],
            [0.2, 0.2],
            [0.8, 0.2],
            [0.2, 0.8],
            [0.8, 0.8],
          ].map(([fx, fy]) => [box.left + box.width * fx!, box.top + box.height * fy!] as const);
          const shown = points.some(([x, y]) => {
            const hit = document.elementFromPoint(x, y);
            return hit !== null && (hit === target || target.contains(hit));
          });
          return shown ? null : `stop ${stopNumber}: ${name} is hidden behind other content`;
        }, stop);
        if (problem) problems.push(problem);
      }
      expect(problems, `focus problems on ${path}`).toEqual([]);
    });
  }
});

test.describe('prefers-reduced-motion: reduce', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const path of ['/', '/lawyers']) {
    test(`${path}: after scrolling through, nothing is animating, no transition or animation lasts over 10 ms, and nothing scrolls smoothly`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      // The slide-in card, which fades and slides in, is part of what is checked.
      await expect(page.getByRole('complementary', { name: 'Book Your Strategy Call' })).toBeVisible();
      await page.waitForTimeout(100);

      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            const what = (a as unknown as { animationName?: string; transitionProperty?: string });
            return `${target?.tagName.toLowerCase() ?? '?'}.${target?.getAttribute('class') ?? ''}: ${what.animationName ?? what.transitionProperty ?? a.id}`;
          }),
      );
      expect(running, 'animations still running').toEqual([]);

      const lasting = await page.evaluate((maxMs) => {
        const longest = (list: string) => Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000)));
        const found = new Set<string>();
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const pseudo of [null, '::before', '::after']) {
            const s = getComputedStyle(el, pseudo);
            const name = `${el.tagName.toLowerCase()}${pseudo ?? ''}.${(el.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.')}`;
            if (s.transitionProperty !== 'none' && longest(s.transitionDuration) + longest(s.transitionDelay) > maxMs) {
              found.add(`${name}: transition ${s.transitionDuration} after ${s.transitionDelay}`);
            }
            if (s.animationName !== 'none' && (longest(s.animationDuration) + longest(s.animationDelay) > maxMs || s.animationIterationCount.includes('infinite'))) {
              found.add(`${name}: animation ${s.animationName} ${s.animationDuration} × ${s.animationIterationCount}`);
            }
            if (s.scrollBehavior === 'smooth') found.add(`${name}: scroll-behavior smooth`);
          }
        }
        return [...found];
      }, 10);
      expect(lasting, 'motion that ignores prefers-reduced-motion').toEqual([]);
    });
  }

  test('/lawyers: each count-up stat already shows its final value when it scrolls into view', async ({ page }) => {
    // A short window keeps every stat below the fold on load, where it would otherwise count up from zero.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/lawyers', { waitUntil: 'networkidle' });
    const stats = page.locator('[data-count-up]');
    expect(await stats.count()).toBeGreaterThan(0);
    for (const stat of await stats.all()) {
      await stat.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      // Read once: a retrying assertion would also pass on a count that merely finishes later.
      expect(await stat.getByTestId('count-up-shown').textContent()).toBe(await stat.getAttribute('data-count-up'));
    }
  });
});
