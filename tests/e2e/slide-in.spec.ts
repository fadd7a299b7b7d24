import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { scrollToFraction } from './support/site';

const card = (page: Page) => page.getByRole('complementary', { name: 'Book Your Strategy Call' });

test.describe('desktop slide-in card', () => {
  test('stays away before 50% scroll and appears after', async ({ page }) => {
    await page.goto('/');
    await expect(card(page)).toHaveCount(0);
    await scrollToFraction(page, 0.3);
    await expect(card(page)).toHaveCount(0);
    await scrollToFraction(page, 0.45);
    await expect(card(page)).toHaveCount(0);
    await scrollToFraction(page, 0.55);
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole('heading', { name: 'Book Your Strategy Call' })).toBeVisible();
    await expect(card(page).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page, 'home with the slide-in card');
  });

  test('dismissal sets pd_slidein_dismissed=1 and keeps it away for the session', async ({ page }) => {
    await page.goto('/');
    await scrollToFraction(page, 0.6);
    await card(page).getByRole('button', { name: /dismiss/i }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('pd_slidein_dismissed'))).toBe('1');

    await scrollToFraction(page, 0.1);
    await scrollToFraction(page, 0.9);
    await expect(card(page)).toHaveCount(0);

    await page.reload();
    await scrollToFraction(page, 0.9);
    await page.waitForTimeout(300);
    await expect(card(page)).toHaveCount(0);
  });

  test('a new session shows it again', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await scrollToFraction(page, 0.7);
    await expect(card(page)).toBeVisible();
    await context.close();
  });

  test('never appears on /contact, however far the page scrolls', async ({ page }) => {
    await page.goto('/contact');
    // Make the page long enough to scroll past 50% whatever its content.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.querySelector('main')?.append(spacer);
    });
    for (const fraction of [0.5, 0.75, 1]) await scrollToFraction(page, fraction);
    await page.waitForTimeout(300);
    await expect(card(page)).toHaveCount(0);
  });

  test('at the foot of a page, the footer’s last links can be scrolled out from under the card', async ({ page }) => {
    await page.goto('/faq');
    await scrollToFraction(page, 1);
    await expect(card(page)).toBeVisible();
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    // The card came in on the way down; the visitor scrolls on to the very end, and the link is theirs to click.
    await scrollToFraction(page, 1);
    const [link, shown] = await Promise.all([terms.boundingBox(), card(page).boundingBox()]);
    expect(link && shown).toBeTruthy();
    expect(link!.y + link!.height).toBeLessThan(shown!.y);
    await terms.click({ trial: true, timeout: 2_000 });
  });
});
