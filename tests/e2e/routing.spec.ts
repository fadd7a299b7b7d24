import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { serverLogEvents } from './support/site';

const redirects: [string, string][] = [
  ['/law-firms', '/lawyers'],
  ['/therapists', '/professional-services'],
  ['/restaurants', '/local-businesses'],
  ['/retailers', '/local-businesses'],
  ['/service-providers', '/local-businesses'],
  ['/charities', '/nonprofits'],
  ['/foundations', '/nonprofits'],
  ['/ngo', '/nonprofits'],
  ['/artists', '/creatives'],
  ['/designers', '/creatives'],
  ['/photographers', '/creatives'],
  ['/agencies', '/creatives'],
];

test.describe('redirect aliases', () => {
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
    });
  }

  test('keeps the query string', async ({ request }) => {
    const response = await request.get('/law-firms?utm_source=card', { maxRedirects: 0 });
    expect(response.headers()['location']).toMatch(/\/lawyers\?utm_source=card$/);
  });
});

test.describe('not found', () => {
  for (const path of ['/does-not-exist', '/deeply/nested/missing/page', '/wp-login.php', '/case/not-a-project', '/guides/astronauts-quick-wins']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toContain('noindex');
    });
  }

  test('logs the missing path once, as one structured line with the referrer', async ({ request }) => {
    const path = `/missing-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const response = await request.get(path, { headers: { referer: 'https://search.example/results' } });
    expect(response.status()).toBe(404);
    await expect
      .poll(() => serverLogEvents().filter((e) => e.path === path).length, { timeout: 5_000 })
      .toBe(1);
    const [entry] = serverLogEvents().filter((e) => e.path === path);
    expect(entry).toMatchObject({ event: 'page_not_found', level: 'warn', path, referrer: 'https://search.example/results' });
    expect(typeof entry?.ts).toBe('string');
  });

  test('Return to Home goes home, and the page passes axe', async ({ page }) => {
    await page.goto('/nothing-here');
    await expectNoAxeViolations(page, 'the not-found page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional Websites That Win Premium Clients');
  });
});
