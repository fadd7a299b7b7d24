import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { pictureVariant, waitForHydration } from './support/site';
import { portfolioProjects } from '../../content/portfolio';

const cards = (page: Page) => page.getByTestId('portfolio-card');
const industry = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by industry' }).getByRole('button', { name, exact: true });
const capability = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by capability' }).getByRole('button', { name, exact: true });

for (const path of ['/portfolio', '/case-studies']) {
  test(`${path} shows six projects linking to their case pages, with the filter rows`, async ({ page }) => {
    await page.goto(path);
    await expect(cards(page)).toHaveCount(6);
    const hrefs = await cards(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/case/accountant-brand-refresh',
      '/case/law-firm-speed-overhaul',
      '/case/consulting-authority-site',
      '/case/local-services-conversion',
      '/case/professional-site-replatform',
      '/case/technical-seo-image-pipeline',
    ]);
    await expect(page.getByRole('group', { name: 'Filter by industry' }).getByRole('button')).toHaveText([
      'All',
      'Accountants',
      'Law Firm',
      'Consultants',
      'Local Business',
      'Professional Services',
    ]);
    await expect(page.getByRole('group', { name: 'Filter by capability' }).getByRole('button')).toHaveText([
      'All',
      'Design',
      'Build',
      'Performance',
      'SEO',
      'Messaging',
    ]);
    await expect(industry(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(capability(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    for (const img of await cards(page).getByRole('img').all()) {
      await expect(img).toHaveAttribute('alt', /.{20,}/);
      await expect(img).toHaveAttribute('src', pictureVariant(...portfolioProjects.map((p) => p.image.src)));
    }
    await expect(page.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page, path);
  });
}

test('filters by industry, by capability and by both (AND), keeps them in the URL across a reload', async ({ page }) => {
  await page.goto('/portfolio');
  await waitForHydration(industry(page, 'Professional Services'));
  await industry(page, 'Professional Services').click();
  await expect(page).toHaveURL(/\?industry=Professional\+Services$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(industry(page, 'Professional Services')).toHaveAttribute('aria-pressed', 'true');

  await industry(page, 'All').click();
  await capability(page, 'SEO').click();
  await expect(page).toHaveURL(/\?capability=SEO$/);
  await expect(cards(page)).toHaveCount(3);

  await industry(page, 'Consultants').click();
  await expect(page).toHaveURL(/\?industry=Consultants&capability=SEO$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toContainText(/authority|expert|advis/i);

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(industry(page, 'Consultants')).toHaveAttribute('aria-pressed', 'true');
  await expect(capability(page, 'SEO')).toHaveAttribute('aria-pressed', 'true');
});

test('shows an empty state when nothing matches, and clears back to all', async ({ page }) => {
  await page.goto('/portfolio?industry=Local+Business&capability=SEO');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No projects match these filters.')).toBeVisible();
  await expectNoAxeViolations(page, '/portfolio with no results');
  await page.getByRole('button', { name: 'Show all projects' }).click();
  await expect(cards(page)).toHaveCount(6);
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('filters work from the keyboard', async ({ page }) => {
  await page.goto('/portfolio');
  await waitForHydration(industry(page, 'Law Firm'));
  await industry(page, 'Law Firm').focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(1);
  await capability(page, 'Design').focus();
  await page.keyboard.press('Space');
  await expect(cards(page)).toHaveCount(0);
});

test('case pages: the coming-soon placeholder with links to the portfolio and contact; unknown slugs 404', async ({ page }) => {
  await page.goto('/case/law-firm-speed-overhaul');
  await expect(page.getByRole('heading', { level: 2, name: /coming soon/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the Portfolio' })).toHaveAttribute('href', '/portfolio');
  await expect(page.getByRole('link', { name: 'Ask About This Project' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page, '/case/law-firm-speed-overhaul');
  const response = await page.goto('/case/not-a-project');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('project pictures are built as AVIF for browsers that accept it and as WebP for the rest', async ({ page, request }) => {
  await page.goto('/portfolio');
  const first = cards(page).first().getByRole('img');
  // The candidate a 412 px phone at 1.75× picks from the srcset (sizes: 100vw below 768 px).
  const candidate = (await first.getAttribute('srcset'))?.split(', ').find((c) => c.endsWith(' 828w'));
  const src = candidate?.split(' ')[0] ?? '';
  expect(src).toMatch(pictureVariant(...portfolioProjects.map((p) => p.image.src)));
  expect(src).toMatch(/\/828$/);
  const avif = await request.get(src, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
  const webp = await request.get(src, { headers: { accept: 'image/webp,image/*,*/*;q=0.8' } });
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect(webp.headers()['content-type']).toBe('image/webp');
  // The point of AVIF here: the same picture in fewer bytes (about a quarter fewer for these mock-ups).
  expect((await avif.body()).length).toBeLessThan((await webp.body()).length * 0.9);
});

test('a link to the page without a query shows every project again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/case-studies?capability=SEO');
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(cards(page)).toHaveCount(6);
  await expect(capability(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\?capability=SEO$/);
  await expect(cards(page)).toHaveCount(3);
});
