import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PHONE } from './support/site';

// The site's pictures are encoded by the build (scripts/build/picture-variants.ts), not on request:
// every srcset names /img/<hash>/<width>, which is a static file, AVIF for a browser that takes it and
// WebP otherwise, immutable. The first visitor after a deploy waits for no encoder.
const pictures = JSON.parse(readFileSync('lib/ui/images/pictures.json', 'utf8')) as Record<string, { hash: string; width: number }>;
const VARIANT = /^\/img\/[0-9a-f]{16}\/\d+$/;

for (const path of ['/about', '/portfolio', '/consultants', '/case/law-firm-speed-overhaul']) {
  test(`${path}: every picture comes from the build's variants, as AVIF, and nothing from the image optimiser`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const pictureAnswers: { url: string; status: number; type: string | undefined; cache: string | undefined; vary: string | undefined }[] = [];
    const optimiser: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/_next/image')) optimiser.push(url.pathname + url.search);
      if (url.pathname.startsWith('/img/')) {
        const headers = response.headers();
        pictureAnswers.push({ url: url.pathname, status: response.status(), type: headers['content-type'], cache: headers['cache-control'], vary: headers.vary });
      }
    });
    await page.goto(path);
    const images = page.locator('main img');
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const image = images.nth(i);
      const srcset = (await image.getAttribute('srcset')) ?? '';
      const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);
      expect(candidates.length).toBeGreaterThan(1);
      for (const url of [...candidates, await image.getAttribute('src')]) expect(url).toMatch(VARIANT);
      // Scrolled into view, the picture loads, and is decoded at a real size.
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(optimiser).toEqual([]);
    expect(pictureAnswers.length).toBeGreaterThan(0);
    for (const answer of pictureAnswers) {
      expect(answer).toEqual({ url: answer.url, status: 200, type: 'image/avif', cache: 'public, max-age=31536000, immutable', vary: 'Accept' });
    }
    await expectNoAxeViolations(page);
  });
}

test('a variant is WebP for a browser that does not take AVIF, and every listed width of every picture is built', async ({ request }) => {
  for (const [src, entry] of Object.entries(pictures)) {
    const widths = [256, 384, 640, 828, 1080, 1200].filter((w) => w < entry.width).concat(entry.width);
    for (const width of widths) {
      const url = `/img/${entry.hash}/${width}`;
      const avif = await request.get(url, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
      expect({ src, width, status: avif.status(), type: avif.headers()['content-type'] }).toEqual({ src, width, status: 200, type: 'image/avif' });
      const webp = await request.get(url, { headers: { accept: 'image/webp,*/*' } });
      expect({ src, width, status: webp.status(), type: webp.headers()['content-type'] }).toEqual({ src, width, status: 200, type: 'image/webp' });
    }
  }
  // An address no picture has is a plain 404, not a page.
  expect((await request.get('/img/0123456789abcdef/640')).status()).toBe(404);
});
