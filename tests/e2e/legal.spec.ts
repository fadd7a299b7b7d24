import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

const privacyTopics = [
  'Overview',
  'Information We Collect',
  'How We Use Information',
  'Cookies and Analytics',
  'Payments',
  'Email Delivery',
  'AI Features',
  'Data Retention',
  'Your Rights',
  'Contact',
];

test('/privacy has a table of contents of the ten topics, each linking to its section', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc.getByRole('link')).toHaveText(privacyTopics);
  for (const link of await toc.getByRole('link').all()) {
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^#[a-z-]+$/);
    await expect(page.locator(href)).toHaveCount(1);
    await expect(page.locator(href).getByRole('heading', { level: 2 })).toContainText(await link.innerText());
  }
  await toc.getByRole('link', { name: 'AI Features' }).click();
  await expect(page).toHaveURL(/#ai-features$/);
  await expect(page.locator('#ai-features')).toBeInViewport();
  await expect(page.locator('#cookies-and-analytics')).toContainText('pd_slidein_dismissed');
  await expect(page.locator('#payments')).toContainText('Stripe');
  await expectNoAxeViolations(page, '/privacy');
});

test('/terms has thirteen sections, each in the table of contents', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc.getByRole('link')).toHaveCount(13);
  await expect(page.locator('article section')).toHaveCount(13);
  for (const link of await toc.getByRole('link').all()) {
    await expect(page.locator((await link.getAttribute('href'))!)).toHaveCount(1);
  }
  await expectNoAxeViolations(page, '/terms');
});
