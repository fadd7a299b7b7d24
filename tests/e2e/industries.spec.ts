import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { industries } from '../../content/industries';
import { expectNoAxeViolations } from './support/axe';
import { pictureVariant } from './support/site';

const TRUST_POINTS = ['100+ Satisfied Clients', '4-8 Week Delivery', 'No Ongoing Fees'];
const EXPERT_AUDIT_HREF = '/contact?utm_source=industry-page&utm_medium=expert-audit&utm_campaign=ai-section';
const FOUNDER_BUTTON = {
  primary: 'Speak With the Founder',
  secondary: 'Book Your 20-Min Discovery Call',
  'value-first': 'Get Your Free Strategy Session',
} as const;

/** The variant the spec's rule gives, worked out here independently of the site's code. */
const expectedVariant = (text: string) => (text.includes('Founder') ? 'primary' : text.includes('20-Min') ? 'secondary' : 'value-first');

const main = (page: Page) => page.locator('main');
const section = (page: Page, name: string | RegExp) => main(page).getByRole('region', { name });

for (const content of industries) {
  const path = `/${content.slug}`;

  test.describe(path, () => {
    test('hero, blocks, links and structured data', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      const hero = section(page, content.hero.headline);
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
      await expect(hero.getByText(content.hero.badge ?? content.industry, { exact: true })).toBeVisible();
      await expect(hero.getByRole('link', { name: content.hero.primaryCtaText })).toHaveAttribute('href', '/contact');
      await expect(hero.getByRole('link', { name: 'Run a free AI site audit' })).toHaveAttribute('href', `/ai-feedback?industry=${content.slug}`);
      for (const point of TRUST_POINTS) await expect(hero.getByRole('listitem').filter({ hasText: point })).toBeVisible();

      // Proven results: the final figures are in the server HTML.
      const stats = section(page, /^Results .* see with us$/);
      await expect(stats.locator('dd')).toHaveCount(content.proof.length);
      const html = await (await page.request.get(path)).text();
      for (const value of await stats.locator('[data-count-up]').evaluateAll((els) => els.map((el) => el.getAttribute('data-count-up')))) {
        expect(html).toContain(`data-count-up="${value}"`);
      }

      // The guide card, the testimonial with five stars, the FAQ and the end call to action.
      await expect(main(page).getByRole('region', { name: 'Free guide' }).getByRole('button', { name: /send|get|download/i })).toBeVisible();
      await expect(main(page).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      const faq = section(page, /^Questions .* ask us$/);
      await expect(faq.locator('summary')).toHaveCount(content.faqs.length);
      const firstFaq = faq.locator('details').first();
      await firstFaq.locator('summary').click();
      await expect(firstFaq.getByText(content.faqs[0]!.a)).toBeVisible();
      const end = section(page, content.endCta.heading);
      await expect(end.getByRole('link', { name: content.endCta.primaryCtaText })).toHaveAttribute('href', '/contact');
      await expect(end.getByRole('link', { name: 'Run a free AI site audit' })).toHaveAttribute('href', `/ai-feedback?industry=${content.slug}`);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).map((item: { '@type': string }) => item['@type']);
      expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
      await expect(page).toHaveTitle(`${content.seo.title} | Polaris Digital`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.seo.description);

      if (content.layout === 'full') {
        for (const name of [content.whyMatters.heading, 'Ways to work with us', content.gtm.title, /^Built for /, 'The same business, rebuilt', "What You'll Get", 'How export works']) {
          await expect(main(page).getByRole('heading', { name })).toBeVisible();
        }
        await expect(section(page, 'What You\'ll Get').getByRole('listitem')).toHaveCount(content.whatYouGet.length);
        await expect(main(page).getByRole('slider', { name: 'Before and after comparison' })).toHaveAttribute('aria-valuenow', '50');

        const founder = page.getByTestId('founder-cta');
        const variant = expectedVariant(content.hero.primaryCtaText);
        await expect(founder).toHaveAttribute('data-variant', variant);
        await expect(founder.getByRole('link', { name: FOUNDER_BUTTON[variant] })).toHaveAttribute('href', '/contact');

        await page.getByRole('link', { name: 'How export works' }).click();
        await expect(page).toHaveURL(new RegExp(`${path}#how-export-works$`));
        await expect(page.locator('#how-export-works')).toBeInViewport();

        await expect(section(page, 'AI analysis or an expert audit?').getByRole('link', { name: 'Talk to us about an expert audit' })).toHaveAttribute('href', EXPERT_AUDIT_HREF);
      } else {
        await expect(section(page, 'Built around how your clients choose').getByRole('listitem')).toHaveCount(4);
        await expect(section(page, /^A recent project$/).getByRole('article')).toHaveCount(1);
        await expect(main(page).getByRole('slider')).toHaveCount(0);
      }

      const hasTable = content.slug === 'local-businesses';
      await expect(main(page).getByRole('table')).toHaveCount(hasTable ? 1 : 0);
      await expect(main(page).getByRole('radiogroup')).toHaveCount(0);
      await expect(main(page).getByRole('group', { name: 'Compare the cost over' })).toHaveCount(hasTable ? 1 : 0);

      await expectNoAxeViolations(page, path);
    });
  });
}

const slider = (page: Page) => page.getByRole('slider', { name: 'Before and after comparison' });
const frame = (page: Page) => page.getByTestId('before-after-frame');

async function frameBox(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the slider frame has no box');
  return box;
}

for (const content of industries.filter((c) => c.layout === 'full')) {
  test(`/${content.slug}: the before/after slider follows clicks and drags, clamped to 0–100`, async ({ page }) => {
    await page.goto(`/${content.slug}`);
    const box = await frameBox(frame(page));
    const y = box.y + box.height / 2;

    await page.mouse.click(box.x + box.width * 0.25, y);
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '25');

    await page.mouse.move(box.x + box.width * 0.25, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '80');
    await page.mouse.move(box.x + box.width + 200, y, { steps: 5 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '100');
    await page.mouse.move(box.x - 200, y, { steps: 8 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '0');
    await page.mouse.up();

    // The before image is revealed up to the divider.
    await page.mouse.click(box.x + box.width * 0.6, y);
    await expect(page.getByTestId('before-layer')).toHaveAttribute('style', /inset\(0(px)? 40% 0(px)? 0(px)?\)/);
    // The pictures are the build's variants of this industry's before and after (lib/ui/images/variants.ts).
    for (const img of await frame(page).getByRole('img').all()) {
      await expect(img).toHaveAttribute('src', pictureVariant(content.beforeAfter.beforeImage, content.beforeAfter.afterImage));
    }
  });
}

test('the slider works from the keyboard', async ({ page }) => {
  await page.goto('/consultants');
  const handle = slider(page);
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowDown');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('PageUp');
  await expect(handle).toHaveAttribute('aria-valuetext', '20% before, 80% after');
});

test.describe('/local-businesses comparison table and cost calculator', () => {
  test('the table badges the first column and draws marks as icons with text', async ({ page }) => {
    await page.goto('/local-businesses');
    const table = page.getByRole('table');
    const headers = table.getByRole('columnheader');
    await expect(headers.nth(1)).toContainText('Best Value');
    await expect(headers.nth(1)).toContainText('Polaris Digital');
    const marks = table.locator('[data-mark]');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const mark of await marks.all()) {
      const word = await mark.getAttribute('data-mark');
      expect(['Yes', 'No', 'Partial', 'Sometimes']).toContain(word);
      await expect(mark.locator('.icon')).toHaveAttribute('aria-hidden', 'true');
      await expect(mark).toHaveText(word!);
    }
  });

  const horizons = [
    ['1 year', '$4,620', '$4,100', 'Extra cost over 1 year', '$520'],
    ['2 years', '$4,740', '$4,700', 'Extra cost over 2 years', '$40'],
    ['3 years', '$4,860', '$5,300', 'You save over 3 years', '$440'],
    ['5 years', '$5,100', '$6,500', 'You save over 5 years', '$1,400'],
  ] as const;

  test('defaults to 3 years in the server HTML', async ({ request }) => {
    const html = await (await request.get('/local-businesses')).text();
    expect(html).toMatch(/data-testid="product-total">\$4,860</);
    expect(html).toMatch(/data-testid="agency-total">\$5,300</);
    expect(html).toMatch(/data-testid="savings">\$440</);
  });

  test('computes every horizon, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/local-businesses');
    // Every horizon's result is in the page; only the checked one's shows.
    const shown = (id: string) => page.getByTestId(id).filter({ visible: true });
    const group = page.getByRole('group', { name: 'Compare the cost over' });
    await expect(group.getByRole('radio', { name: '3 years' })).toBeChecked();
    for (const [label, product, agency, heading, savings] of horizons) {
      await group.getByText(label, { exact: true }).click();
      await expect(group.getByRole('radio', { name: label })).toBeChecked();
      await expect(shown('product-total')).toHaveText(product);
      await expect(shown('agency-total')).toHaveText(agency);
      await expect(page.getByText(heading)).toBeVisible();
      await expect(shown('savings')).toHaveText(savings);
    }
    await expect(shown('roi-note')).toHaveText('22% less than the agency route, and you own the site outright.');

    await group.getByRole('radio', { name: '5 years' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: '3 years' })).toBeChecked();
    await expect(shown('savings')).toHaveText('$440');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: '1 year' })).toBeChecked();
    await expect(shown('roi-note')).toHaveText('The build costs more up front; with no monthly fee you are ahead from month 26.');
    await expectNoAxeViolations(page, '/local-businesses after using the calculator');
  });
});

test.describe('count-up stats', () => {
  test('count up from zero when scrolled into view, ending on the final values', async ({ page }) => {
    await page.goto('/consultants');
    const shown = page.getByTestId('count-up-shown').first();
    const final = await page.locator('[data-count-up]').first().getAttribute('data-count-up');
    await expect(shown).toHaveText(/^0(\.0+)?(%|x|s)$/);
    await shown.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    await expect(shown).not.toHaveText(final!);
    await expect(shown).toHaveText(final!, { timeout: 4_000 });
  });

  test('appear at once with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/consultants');
    const values = page.locator('[data-count-up]');
    for (const value of await values.all()) {
      await expect(value.getByTestId('count-up-shown')).toHaveText((await value.getAttribute('data-count-up'))!);
    }
  });
});

test('every vanity alias redirects permanently to its industry page', async ({ request }) => {
  for (const content of industries) {
    for (const alias of content.vanityAliases) {
      const response = await request.get(`/${alias}`, { maxRedirects: 0 });
      expect(response.status(), `/${alias}`).toBe(308);
      expect(response.headers()['location']).toBe(`/${content.slug}`);
    }
  }
});

test('an unknown single-segment path is still a logged 404, not an industry page', async ({ page }) => {
  const response = await page.goto('/astronauts');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});
