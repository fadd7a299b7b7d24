import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MOBILE_EXTRAS, NAV_BUTTONS, TOP_LINKS, WHO_WE_SERVE } from './support/expected';
import { PHONE, standInForThirdParties, uniqueVisitorIp } from './support/site';

/*
 * Keyboard-only walks of every widget: no mouse, only Tab, Shift+Tab, Enter, Space, Escape and arrows.
 *
 * Already walked by keyboard elsewhere (not repeated here):
 *   skip link                → layout.spec.ts        'the skip link is the first focusable element and moves focus to the main content'
 *   Who We Serve dropdown    → layout.spec.ts        'Who We Serve opens by keyboard and lists the six industries'
 *                                                    (ArrowDown opens, arrows/End move, Escape closes to the trigger, Enter, Tab, Enter follows)
 *   mobile menu, Escape      → mobile.spec.ts        'opens with every item, closes on Escape with focus back on the toggle' (opened by tap)
 *   FAQ accordion            → faq-timeline.spec.ts  'keeps one answer open at a time, by mouse and by keyboard' (arrows, Enter, Space, Home)
 *   timeline phase details   → faq-timeline.spec.ts  'shows a phase’s details on hover and on keyboard focus'
 *   portfolio filters        → portfolio.spec.ts     'filters work from the keyboard' (Enter and Space on a focused button; card counts only)
 *   before/after slider      → industries.spec.ts    'the slider works from the keyboard' (arrows, Page Up, Home, End, clamping)
 *   cost calculator          → industries.spec.ts    'computes every horizon, by mouse and by keyboard' (arrow keys in the radio group)
 *   contact form errors      → leads.spec.ts         'required fields are marked inline from the keyboard, and nothing is posted'
 *   contact dialog, Escape   → leads.spec.ts         'posts the inquiry … opens the thank-you dialog' (sent by click; Escape closes)
 *   visible focus, skip link on six pages            → accessibility.spec.ts 'visible focus'
 *
 * Walked here, because nothing above does it from the keyboard alone:
 *   mobile menu opened with Enter and Space, Tab kept inside it, a link followed with Enter;
 *   FAQ search reached by Tab and typed into, then the filtered accordion; portfolio filters reached by Tab, with
 *   aria-pressed, the URL and the empty state's reset; the guide form sent with Enter; the contact form sent from
 *   the keyboard, the dialog's focus and Escape returning focus; the AI review form filled and sent, focus moved to
 *   the review and its panel scrolled.
 */

// scripts/serve/e2e-server.mjs serves a fixture site the reviewer may fetch (see ai-feedback.spec.ts).
const GOOD_SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_GOOD_PORT ?? '3212'}/`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueVisitorIp() });
});

const uniqueEmail = (tag: string) => `kbd-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Presses Tab until `target` has focus; fails if it takes more than `max` presses (it is then not reachable). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Not reached within ${max} presses of Tab: ${target}`);
}

async function pressAndExpectFocus(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test.describe('mobile menu on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  /** The panel's links in reading order. */
  const ORDER = [TOP_LINKS[0]!, TOP_LINKS[1]!, ...WHO_WE_SERVE, ...TOP_LINKS.slice(2), MOBILE_EXTRAS[0]!, ...NAV_BUTTONS, MOBILE_EXTRAS[1]!];

  test('opens with Enter, keeps Tab inside the panel, closes on Escape to the toggle; Space opens it and Enter follows a link', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
    await pressAndExpectFocus(page, 'Tab', page.getByRole('banner').getByRole('link', { name: 'Polaris Digital' }));
    await pressAndExpectFocus(page, 'Tab', toggle);

    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const links = ORDER.map(([name]) => menu.getByRole('link', { name, exact: true }));
    await expect(links[0]!).toBeFocused();
    for (const link of links.slice(1)) await pressAndExpectFocus(page, 'Tab', link);

    // The sticky bar lies under the panel: out of reach, so Tab wraps to the toggle instead of vanishing behind the panel.
    await expect(page.getByTestId('sticky-cta-bar')).toHaveJSProperty('inert', true);
    await pressAndExpectFocus(page, 'Tab', close);
    await pressAndExpectFocus(page, 'Tab', links[0]!);
    await pressAndExpectFocus(page, 'Shift+Tab', close);
    await pressAndExpectFocus(page, 'Shift+Tab', links.at(-1)!);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('sticky-cta-bar')).toHaveJSProperty('inert', false);

    await page.keyboard.press('Space');
    await expect(links[0]!).toBeFocused();
    await tabTo(page, menu.getByRole('link', { name: 'Make Payment', exact: true }), ORDER.length);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('FAQ: Tab to the search, type, Tab into the filtered answers and open them; with no match Tab moves on to the next links', async ({ page }) => {
  await page.goto('/faq', { waitUntil: 'networkidle' });
  const search = page.getByRole('searchbox', { name: 'Search questions' });
  await tabTo(page, search);
  await page.keyboard.type('hosting');
  await expect(page.getByRole('status')).toHaveText('2 of 9 questions match');
  const region = page.getByRole('region', { name: 'Questions and answers' });
  const triggers = region.getByRole('button');
  await expect(triggers).toHaveText(['Do I really own the website?', 'Are there any ongoing fees?']);

  await pressAndExpectFocus(page, 'Tab', triggers.nth(0));
  await page.keyboard.press('Enter');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(region.getByText(/the domain and the hosting account are all in your name/)).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', triggers.nth(1));
  await page.keyboard.press('Space');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(region.getByText(/Hosting usually costs between nothing and twenty dollars/)).toBeVisible();

  await pressAndExpectFocus(page, 'Shift+Tab', triggers.nth(0));
  await pressAndExpectFocus(page, 'Shift+Tab', search);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('blockchain');
  await expect(triggers).toHaveCount(0);
  await expect(page.getByText('No questions match “blockchain”.')).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'See Pricing' }));
});

test('portfolio: filters are reached by Tab and toggled with Enter and Space, pressed state and URL follow, and the empty state resets', async ({ page }) => {
  await page.goto('/portfolio', { waitUntil: 'networkidle' });
  const industry = (name: string) => page.getByRole('group', { name: 'Filter by industry' }).getByRole('button', { name, exact: true });
  const capability = (name: string) => page.getByRole('group', { name: 'Filter by capability' }).getByRole('button', { name, exact: true });
  const cards = page.getByTestId('portfolio-card');

  await tabTo(page, industry('All'));
  await pressAndExpectFocus(page, 'Tab', industry('Accountants'));
  await pressAndExpectFocus(page, 'Tab', industry('Law Firm'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio\?industry=Law\+Firm$/);
  await expect(industry('Law Firm')).toHaveAttribute('aria-pressed', 'true');
  await expect(industry('All')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 6 projects');
  await expect(cards).toHaveCount(1);
  await expect(industry('Law Firm')).toBeFocused();

  for (const name of ['Consultants', 'Local Business', 'Professional Services']) await pressAndExpectFocus(page, 'Tab', industry(name));
  for (const name of ['All', 'Design', 'Build', 'Performance']) await pressAndExpectFocus(page, 'Tab', capability(name));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/portfolio\?industry=Law\+Firm&capability=Performance$/);
  await expect(capability('Performance')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(capability('Performance')).toBeFocused();

  await pressAndExpectFocus(page, 'Shift+Tab', capability('Build'));
  await pressAndExpectFocus(page, 'Shift+Tab', capability('Design'));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/portfolio\?industry=Law\+Firm&capability=Design$/);
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No projects match these filters.')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Show all projects' }), 6);
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(6);
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(industry('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(capability('All')).toHaveAttribute('aria-pressed', 'true');
});

test('guide form: Tab to the e-mail, Enter reports a missing address, Enter sends, and the success is announced in a status', async ({ page }) => {
  await page.goto('/resources', { waitUntil: 'networkidle' });
  const card = page.getByRole('region', { name: 'Free guide' });
  const input = card.getByLabel('Email address');
  await tabTo(page, input);

  await page.keyboard.press('Enter');
  await expect(card.getByText('Email is required.')).toBeVisible();
  await expect(input).toBeFocused();

  const email = uniqueEmail('guide');
  await page.keyboard.type(email);
  const captured = page.waitForRequest('**/api/capture-lead');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await captured).postDataJSON()).toMatchObject({ email, source: 'lead_magnet', industry: 'local-businesses' });
  const status = card.getByRole('status');
  await expect(status).toContainText('Check Your Email!');
  await expect(status).toContainText(email);
  expect((await download).suggestedFilename()).toBe('smb-guide-to-website-roi.pdf');
});

test('contact: the form is filled and sent from the keyboard, focus starts on the dialog’s Close, and Escape returns it to Send Message', async ({
  page,
  baseURL,
}) => {
  await standInForThirdParties(page, baseURL!);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const name = page.getByLabel('Name *', { exact: true });
  await tabTo(page, name);
  await page.keyboard.type('Robin Keyes');
  const email = uniqueEmail('contact');
  await pressAndExpectFocus(page, 'Tab', page.getByLabel('Email *', { exact: true }));
  await page.keyboard.type(email);
  await pressAndExpectFocus(page, 'Tab', page.getByLabel('Company', { exact: true }));
  await page.keyboard.type('Keyes Studio');
  await pressAndExpectFocus(page, 'Tab', page.getByLabel('Website (optional)', { exact: true }));
  await pressAndExpectFocus(page, 'Tab', page.getByLabel('Message', { exact: true }));
  await page.keyboard.type('Sent without a mouse.');
  const send = page.getByRole('button', { name: 'Send Message' });
  await pressAndExpectFocus(page, 'Tab', send);

  const request = page.waitForRequest('**/api/contact');
  const response = page.waitForResponse('**/api/contact');
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({ name: 'Robin Keyes', email, company: 'Keyes Studio', message: 'Sent without a mouse.' });
  expect((await response).ok()).toBe(true);

  const dialog = page.getByRole('dialog', { name: 'Thanks — we received your inquiry' });
  await expect(dialog).toBeVisible();
  const closeButton = dialog.getByRole('button', { name: 'Close' });
  await expect(closeButton).toBeFocused();
  // The page behind the modal is out of reach: Tab leaves for the browser's own controls, then comes back to Close.
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => document.activeElement === document.body || d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await expect(closeButton).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await expect(name).toHaveValue('');
});

test('AI review: the form is filled and sent from the keyboard, focus moves to the review, and its panel scrolls by keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/ai-feedback', { waitUntil: 'networkidle' });
  await tabTo(page, page.getByLabel('Website URL *'));
  await page.keyboard.type(GOOD_SITE);
  const email = uniqueEmail('review');
  await pressAndExpectFocus(page, 'Tab', page.getByLabel('Email *'));
  await page.keyboard.type(email);
  const industry = page.getByLabel('Industry');
  await pressAndExpectFocus(page, 'Tab', industry);
  await page.keyboard.press('ArrowDown');
  await expect(industry).toHaveValue('lawyers');
  await pressAndExpectFocus(page, 'Tab', page.getByLabel('Focus area'));
  await page.keyboard.type('more consultation requests');
  await pressAndExpectFocus(page, 'Tab', page.getByRole('button', { name: 'Analyze My Website' }));

  const request = page.waitForRequest('**/api/ai-feedback');
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toEqual({
    website_url: GOOD_SITE,
    email,
    focus_area: 'more consultation requests',
    industry: 'lawyers',
  });

  const review = page.getByRole('region', { name: 'Your review' });
  const results = page.getByRole('region', { name: 'Analysis results' });
  await expect(results.getByRole('heading', { name: '“Family Lawyers in Portland, Oregon | Harbor & Vale Law”' })).toBeVisible({ timeout: 15_000 });
  await expect(review).toBeFocused();
  await expect(results.getByTestId('report-scores')).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', results);
  expect(await results.evaluate((el) => el.scrollTop)).toBe(0);
  // The panel scrolls from the keyboard (pressed again if the first press landed while the report was still laying out).
  await expect
    .poll(async () => {
      await page.keyboard.press('PageDown');
      return results.evaluate((el) => el.scrollTop);
    })
    .toBeGreaterThan(0);
  await expect(results).toBeFocused();
});
