import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

async function jsonLdTypes(page: import('@playwright/test').Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat()).map((d: { '@type': string }) => d['@type']);
}

test('/services has the four services, the four steps and the four onward buttons', async ({ page, baseURL }) => {
  await page.goto('/services');
  await expect(page).toHaveTitle(/^Services.* \| Polaris Digital$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/services`);
  const services = page.getByRole('region', { name: 'What we do' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Web Design & Build',
    'Performance Engineering',
    'Brand Messaging',
    'Care & Optimization',
  ]);
  const process = page.getByRole('region', { name: /Four steps/ });
  await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Discovery', 'Design', 'Development', 'Launch']);
  const next = page.getByRole('region', { name: /See the work/ });
  const hrefs = await next.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/portfolio', '/contact', '/pricing', '/faq']);
  const types = await jsonLdTypes(page);
  expect(types.filter((t) => t === 'Service')).toHaveLength(4);
  expect(types).toContain('BreadcrumbList');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, '/services');
});

test('/pricing has the four tiers exactly, the popular badge, consultations, FAQ and testimonial', async ({ page }) => {
  await page.goto('/pricing');
  const tiers = page.getByTestId('pricing-tier');
  await expect(tiers).toHaveCount(4);
  await expect(tiers.getByRole('heading', { level: 3 })).toHaveText([
    'Website Refresh',
    'Professional Site',
    'Growth Platform',
    'Custom Solution',
  ]);
  for (const [i, price] of ['$995', '$2,495', '$4,500', '$8,000+'].entries()) {
    await expect(tiers.nth(i)).toContainText(price);
  }
  await expect(tiers.nth(1).getByText('Most popular')).toBeVisible();
  await expect(page.getByText('Most popular')).toHaveCount(1);
  await expect(tiers.nth(0)).toContainText('About 2 weeks');
  await expect(tiers.nth(1)).toContainText('3-5 weeks');
  for (const link of await tiers.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/contact');

  const consult = page.getByRole('region', { name: 'Not ready for a full project?' });
  await expect(consult).toContainText('1-hour consultation');
  await expect(consult).toContainText('$299');
  await expect(consult).toContainText('2-hour consultation');
  await expect(consult).toContainText('$499');

  const faq = page.getByRole('region', { name: 'Pricing questions' });
  await expect(faq.locator('dt')).toHaveCount(3);
  await expect(faq.getByRole('blockquote')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not sure which package fits?' }).getByRole('link').first()).toHaveAttribute('href', '/contact');

  const types = await jsonLdTypes(page);
  expect(types).toEqual(expect.arrayContaining(['OfferCatalog', 'FAQPage', 'BreadcrumbList']));
  await expectNoAxeViolations(page, '/pricing');
});
