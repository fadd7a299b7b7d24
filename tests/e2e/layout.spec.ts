import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { NAV_BUTTONS, TOP_LINKS, WHO_WE_SERVE } from './support/expected';

test.describe('desktop navigation', () => {
  test('shows every nav item with its href', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [...TOP_LINKS, ...NAV_BUTTONS];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', { name: 'Who We Serve' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Polaris Digital' }).first()).toHaveAttribute('href', '/');
  });

  test('Who We Serve opens by keyboard and lists the six industries', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Who We Serve' });
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const chevron = trigger.locator('.icon');
    const turn = () => chevron.evaluate((icon) => getComputedStyle(icon).rotate);
    expect(await turn()).toBe('none');
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(turn).toBe('180deg'); // the server-rendered chevron turns over with the button's state
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const expected = WHO_WE_SERVE;
    await expect(menu.getByRole('link')).toHaveCount(6);
    for (const [name, href] of expected) await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Lawyers' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Accountants' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('link', { name: 'Independent Creatives' })).toBeFocused();
    await expectNoAxeViolations(page, 'home with the dropdown open');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(menu).toBeHidden();

    // Enter toggles it too, and following a link goes there.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Accountants' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accountants$/);
  });

  test('Who We Serve opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Who We Serve' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Consultants', exact: true }).first().hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('marks the active route with aria-current', async ({ page }) => {
    await page.goto('/accountants');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Who We Serve' }).click();
    await expect(nav.getByRole('link', { name: 'Accountants' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Lawyers' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/faq');
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the spec’s lists, contact details, legal links and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links: [string, string][] = [
      ['Website Tune-Up', '/services'],
      ['Brand Refresh', '/services'],
      ['Premium Brand Experience', '/services'],
      ['Brand & Performance Audit', '/payment'],
      ['Local Businesses', '/local-businesses'],
      ['Nonprofits & Religious', '/nonprofits'],
      ['Independent Creatives', '/creatives'],
      ['Professional Services', '/professional-services'],
      ['Book Your Strategy Call', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['hello@polarisdigital.studio', 'mailto:hello@polarisdigital.studio'],
      ['(555) 014-2290', 'tel:+15550142290'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Who We Serve' })).toBeVisible();
    await expect(footer).toContainText(`© 2024–${new Date().getUTCFullYear()} Polaris Digital. All rights reserved.`);
    await expect(footer).toContainText('founder-led web studio');
  });
});

test.describe('route changes', () => {
  test('scroll to the top after client-side navigation', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('links: prefetch on intent, client-side navigation', () => {
  test('loading a page prefetches no other route; pointing at or focusing a link prefetches its route once', async ({ page }) => {
    const prefetched: string[] = [];
    let inFlight = 0;
    const isPrefetch = (url: string) => new URL(url).searchParams.has('_rsc');
    page.on('request', (request) => {
      if (!isPrefetch(request.url())) return;
      prefetched.push(new URL(request.url()).pathname);
      inFlight += 1;
    });
    const settled = (request: { url(): string }) => {
      if (isPrefetch(request.url())) inFlight -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(500);
    expect(prefetched).toEqual([]);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).hover();
    await expect.poll(() => prefetched).toContain('/privacy');
    await footer.getByRole('link', { name: 'Terms of Service' }).focus();
    await expect.poll(() => prefetched).toContain('/terms');
    // One prefetch is a few requests (the route's segments); pointing at the link again adds none.
    await expect.poll(() => inFlight).toBe(0);
    const privacyRequests = prefetched.filter((path) => path === '/privacy').length;
    await footer.getByRole('link', { name: 'Privacy Policy' }).hover();
    await page.waitForTimeout(300);
    expect(prefetched.filter((path) => path === '/privacy')).toHaveLength(privacyRequests);

    // The click is routed on the client: the document is not reloaded, so a marker set on window survives.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('modified clicks, in-page anchors and back stay with the browser', async ({ page, context }) => {
    await page.goto('/faq');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/terms');
    await tab.close();
    await expect(page).toHaveURL(/\/faq$/);

    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq#main-content$/);

    await terms.click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq#main-content$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
