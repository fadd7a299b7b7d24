import { expect, test } from './support/test';

test('home has its title, description, canonical, social tags and JSON-LD', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Websites That Win Premium Clients | Polaris Digital');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(/hand-coded/i);
  expect(description!.length).toBeGreaterThan(70);
  expect(description!.length).toBeLessThanOrEqual(160);
  // Next writes the root URL without its trailing slash.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/?$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Websites That Win Premium Clients | Polaris Digital');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/opengraph-image`));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/opengraph-image`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((text) => [JSON.parse(text)].flat()) as Record<string, unknown>[];
  const org = data.find((d) => d['@type'] === 'Organization');
  const site = data.find((d) => d['@type'] === 'WebSite');
  expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'Polaris Digital', url: `${baseURL}/` });
  expect(site).toMatchObject({ name: 'Polaris Digital', url: `${baseURL}/` });
});

test('the Open Graph image is a 1200×630 PNG', async ({ page, request }) => {
  await page.goto('/');
  const url = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await request.get(url!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test('sitemap.xml lists the site’s pages on the canonical origin, each answering 200 with a title of 30–60 characters', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toContain(`${baseURL}/`);
  const outside: string[] = [];
  for (const loc of locs) {
    expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    const page = await request.get(loc);
    expect(page.status(), loc).toBe(200);
    // The length a search result shows whole, which our own review asks of every site it reads.
    const title = (/<title>([^<]*)<\/title>/.exec(await page.text())?.[1] ?? '').replace(/&amp;/g, '&');
    if (title.length < 30 || title.length > 60) outside.push(`${loc}: ${title.length} "${title}"`);
  }
  expect(outside).toEqual([]);
});

test('robots.txt allows the site, keeps crawlers out of the API and points at the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // Host is no standard directive, and it takes a host name, not a URL: none at all.
  expect(text).not.toMatch(/^Host:/im);
});
