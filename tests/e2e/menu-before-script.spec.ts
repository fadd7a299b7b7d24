import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_MARK } from '@/lib/ui/performance-marks';
import { expectNoAxeViolations } from './support/axe';
import { PHONE } from './support/site';

/*
 * The phone menu as a visitor on a slow phone meets it: before the page's script has run, with it
 * blocked, and in the moment after it has run on a phone four times slower than this machine. Uses
 * @playwright/test's own `page`, which does not wait for hydration after a navigation.
 */
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const SCRIPTS = /\/_next\/static\/.+\.js$/;
const hydrated = (page: Page) => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test('with script blocked, the menu opens on every page in the sitemap, closes, and its links navigate', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.route(SCRIPTS, (route) => route.abort('blockedbyclient'));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(30);
  for (const path of paths) {
    await page.goto(path);
    // Nothing on the page is wider than the phone (which would shift the toggle off the screen).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    await expect(mobileNav(page), path).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav(page).getByRole('link', { name: 'Services', exact: true }), path).toBeVisible();
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(mobileNav(page), path).toBeHidden();
  }

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoAxeViolations(page, 'the phone menu opened before its script');
  await mobileNav(page).getByRole('link', { name: 'Lawyers', exact: true }).click();
  await expect(page).toHaveURL(/\/lawyers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a menu opened before the script has run stays open when it runs, and the script closes it', async ({ page }) => {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The page's load event waits for the held scripts: act once it has painted.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mobileNav(page)).toBeVisible();

  release();
  await hydrated(page);
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileNav(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await close.click();
  await expect(mobileNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('after hydration, on a phone with a 4× slower CPU, the panel shows within 100 ms of a tap (median of 3)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // From the finger coming down to the panel being displayed (the attribute that shows it, styles resolved).
  await page.evaluate(() => {
    const panel = document.getElementById('site-menu')!;
    const times = { tap: 0, shown: 0 };
    (window as unknown as { menuTimes: typeof times }).menuTimes = times;
    document.addEventListener('pointerdown', () => Object.assign(times, { tap: performance.now(), shown: 0 }), { capture: true });
    new MutationObserver(() => {
      if (!times.shown && getComputedStyle(panel).display !== 'none') times.shown = performance.now();
    }).observe(panel, { attributes: true });
  });
  const delays: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav(page)).toBeVisible();
    const { tap, shown } = await page.evaluate(() => (window as unknown as { menuTimes: { tap: number; shown: number } }).menuTimes);
    expect(tap).toBeGreaterThan(0);
    delays.push(shown - tap);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav(page)).toBeHidden();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(`phone menu: tap to panel ${delays.map((d) => d.toFixed(0)).join(', ')} ms (4× CPU)`);
  expect(delays.sort((a, b) => a - b)[1]).toBeLessThan(100);
});
