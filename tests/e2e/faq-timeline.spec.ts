import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('/faq', () => {
  test('lists nine questions and searches questions and answers, trimmed and case-insensitive', async ({ page }) => {
    await page.goto('/faq');
    const triggers = page.getByRole('region', { name: 'Questions and answers' }).getByRole('button');
    await expect(triggers).toHaveCount(9);
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await expect(search).toHaveValue('');

    await search.fill('   OwN tHe WeBsItE  ');
    await expect(triggers).toHaveText(['Do I really own the website?']);
    await expect(page.getByRole('status')).toHaveText('1 of 9 questions match');

    await search.fill('plugins'); // appears only in an answer
    await expect(triggers).toHaveText(['Why not WordPress or a page builder?']);

    await search.fill('blockchain');
    await expect(triggers).toHaveCount(0);
    await expect(page.getByText('No questions match “blockchain”.')).toBeVisible();
    await expectNoAxeViolations(page, '/faq with no matches');

    await search.fill('');
    await expect(triggers).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const types = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = types.flatMap((t) => [JSON.parse(t)].flat()).find((d) => d['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toHaveLength(9);
  });

  test('keeps one answer open at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/faq');
    const region = page.getByRole('region', { name: 'Questions and answers' });
    const first = region.getByRole('button', { name: 'How long does a new website take?' });
    const second = region.getByRole('button', { name: 'Do I really own the website?' });
    // Each header's chevron (drawn by the server) turns over with the header's aria-expanded.
    const turn = (trigger: typeof first) => trigger.locator('.icon').evaluate((icon) => getComputedStyle(icon).rotate);
    expect(await turn(first)).toBe('none');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getByText(/A standard site takes 2–4 weeks/)).toBeVisible();
    await expect.poll(() => turn(first)).toBe('180deg');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => turn(first)).toBe('none');
    await expect(region.getByText(/A standard site takes 2–4 weeks/)).toBeHidden();

    // Keyboard: arrows move between questions, Enter and Space toggle, still one at a time.
    await second.focus();
    await page.keyboard.press('ArrowDown');
    const third = region.getByRole('button', { name: 'Are there any ongoing fees?' });
    await expect(third).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(region.locator('[aria-expanded="true"]')).toHaveCount(0);
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await expectNoAxeViolations(page, '/faq');
  });
});

test.describe('/timeline', () => {
  test('draws four phases on a day grid with a 200px label column and the status colours', async ({ page }) => {
    await page.goto('/timeline');
    const chart = page.getByTestId('gantt');
    const chartBox = (await chart.boundingBox())!;
    expect(chartBox.width).toBeGreaterThanOrEqual(720);
    const dayWidth = (chartBox.width - 200) / 36;
    const expected = [
      ['discovery', 0, 6, 'done'],
      ['architecture', 6, 9, 'in-progress'],
      ['development', 15, 14, 'planned'],
      ['launch', 29, 7, 'planned'],
    ] as const;
    for (const [id, start, span, status] of expected) {
      const bar = page.getByTestId(`gantt-bar-${id}`);
      const box = (await bar.boundingBox())!;
      expect(Math.abs(box.x - chartBox.x - 200 - start * dayWidth)).toBeLessThan(2);
      expect(Math.abs(box.width - span * dayWidth)).toBeLessThan(2);
      await expect(bar).toHaveAttribute('data-status', status);
    }
    const colour = (id: string) => page.getByTestId(`gantt-bar-${id}`).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colour('discovery')).toBe('rgb(23, 117, 59)'); // success
    expect(await colour('architecture')).toBe('rgb(168, 80, 12)'); // accent
    expect(await colour('development')).toBe('rgb(92, 107, 138)'); // muted primary
    expect(await colour('launch')).toBe('rgb(92, 107, 138)'); // missing status counts as planned
    await expectNoAxeViolations(page, '/timeline');
  });

  test('shows a phase’s details on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/timeline');
    const tip = page.getByRole('tooltip').filter({ hasText: 'Authority Architecture' });
    await expect(tip).toBeHidden();
    await page.getByTestId('gantt-bar-architecture').hover();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Days 6–14');
    await expect(tip).toContainText('Owner: Jordan Pike');
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();

    const launchTip = page.getByRole('tooltip').filter({ hasText: 'Launch & Optimization' });
    await page.getByTestId('gantt-bar-launch').focus();
    await expect(launchTip).toBeVisible();
    await expect(launchTip).toContainText('Days 29–35');
  });

  test('scrolls sideways on a phone instead of squeezing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/timeline');
    const scroller = page.getByRole('region', { name: 'Project timeline chart' });
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThanOrEqual(720);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expectNoAxeViolations(page, '/timeline on a phone');
  });
});
