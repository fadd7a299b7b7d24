import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { PHONE } from './support/site';
import { MOBILE_EXTRAS, NAV_BUTTONS, TOP_LINKS, WHO_WE_SERVE } from './support/expected';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test.describe('mobile menu', () => {
  test('opens with every item, closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const expected = [...TOP_LINKS, ...WHO_WE_SERVE, ...NAV_BUTTONS, ...MOBILE_EXTRAS];
    for (const [name, href] of expected) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused();
    // What lies behind the panel is out of reach while it is open.
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    await expect(page.locator('footer')).toHaveJSProperty('inert', true);
    await expectNoAxeViolations(page, 'home with the mobile menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });

  test('a tap answers without fetching any code: the panel comes with the page', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(request.url());
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' })).toBeFocused();
    expect(fetched).toEqual([]);
  });

  test('closes when a link is clicked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Make Payment' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile sticky bar', () => {
  test('shows on the home page and links to /contact', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('sticky-cta-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Book Your Strategy Call' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page, 'home on a phone');
  });

  test('is hidden on /contact', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByTestId('sticky-cta-bar')).toBeHidden();
  });

  test('is not shown on desktop widths', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('sticky-cta-bar')).toBeHidden();
  });
});
