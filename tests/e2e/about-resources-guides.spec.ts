import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { pictureVariant } from './support/site';

test('/about shows the founder photo, the four milestones, a team of three, ownership and onward links', async ({ page }) => {
  await page.goto('/about');
  const photo = page.getByRole('img', { name: /portrait of Maya Ellison/ });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', pictureVariant('/about/founder.webp'));
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const milestones = page.getByRole('region', { name: 'Milestones' });
  await expect(milestones.locator('li')).toHaveCount(4);
  const expected: [string, RegExp][] = [
    ['2022', /founded/i],
    ['2023', /20\+ launches/i],
    ['2024', /Core Web Vitals/i],
    ['Today', /Outcomes focus/i],
  ];
  for (const [year, text] of expected) {
    await expect(milestones.locator('li').filter({ hasText: year })).toContainText(text);
  }
  await expect(page.getByTestId('team-member')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'You own everything we build' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Schedule a Strategy Call' }).last()).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page, '/about');
});

test('/resources has three guide cards, the SMB ROI guide form and links to the review and case studies', async ({ page }) => {
  await page.goto('/resources');
  const guides = page.getByTestId('resource-guide');
  await expect(guides).toHaveCount(3);
  const hrefs = await guides.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/guides/lawyers-quick-wins', '/guides/accountants-quick-wins', '/guides/local-businesses-quick-wins']);
  const form = page.getByRole('region', { name: 'Free guide' });
  await expect(form.getByRole('heading', { name: "SMB's Guide to Website ROI" })).toBeVisible();
  await expect(form.getByPlaceholder('Enter your email address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Free AI Website Review' })).toHaveAttribute('href', '/ai-feedback');
  await expect(page.getByRole('link', { name: 'Read the Case Studies' })).toHaveAttribute('href', '/case-studies');
  await expectNoAxeViolations(page, '/resources');
});

const industries = ['lawyers', 'accountants', 'consultants', 'nonprofits', 'creatives', 'local-businesses', 'professional-services'];

for (const industry of industries) {
  test(`/guides/${industry}-quick-wins has a title, subtitle and five numbered tips`, async ({ page }) => {
    await page.goto(`/guides/${industry}-quick-wins`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    const tips = page.locator('article > ol > li');
    await expect(tips).toHaveCount(5);
    for (const tip of await tips.all()) await expect(tip.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
    await expectNoAxeViolations(page, `/guides/${industry}-quick-wins`);
  });
}

test('a guide page prints the guide alone and the button calls window.print', async ({ page }) => {
  await page.goto('/guides/accountants-quick-wins');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Want these done for you?' })).toBeHidden();
  await expect(page.locator('article > ol > li')).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('sticky-cta-bar')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sticky-cta-bar')).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Book Your Strategy Call' })).toHaveCount(0);
});

test('an unknown guide answers 404', async ({ request }) => {
  expect((await request.get('/guides/astronauts-quick-wins')).status()).toBe(404);
  expect((await request.get('/guides/lawyers')).status()).toBe(404);
});
