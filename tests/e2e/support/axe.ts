import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no finite animation on the page is running (the slide-in card's fade, a menu's slide),
 * a frame at a time, at most `capMs`. Axe reads colours as they are painted: text half-way through a
 * fade-in has half its contrast, which is no violation of the page at rest (a race seen in CI: the
 * slide-in card appeared, by a scroll, as axe ran). Endless animations (a spinner) are not waited for.
 */
export async function animationsSettled(page: Page, capMs = 3_000): Promise<void> {
  await page.evaluate(async (cap) => {
    const deadline = performance.now() + cap;
    const frame = () => new Promise((resolve) => {
      requestAnimationFrame(() => resolve(undefined));
      // A busy headless Chromium may skip frames: never wait on one alone.
      setTimeout(resolve, 100);
    });
    for (;;) {
      // Two frames first: a state change that starts an animation (a scroll handler's) shows in the next.
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0 || performance.now() > deadline) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);
    }
  }, capMs);
}

/** Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page at rest. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}
