import { scriptLoader } from '@/scripts/build/scripts-after-paint';
import { browser } from '../../../support/script-loader-browser';

/**
 * The script loader the post-build step writes into each prerendered page, run in a stand-in
 * browser: when it starts (the first contentful paint, or a hidden tab), what it fetches and
 * preloads, the order it adds the chunks in, and what it does when the payload fails.
 */

describe('the loader, in the browser', () => {
  const payload = '/_next/static/rsc/0123456789abcdef0123.json';
  const loader = scriptLoader(['/a.js', '/b.js'], payload);
  const segments = JSON.stringify([[0], [1, '0:{}\n']]);
  /** Whether the loader has started: it asks for the payload and preloads the chunks together. */
  const started = (page: ReturnType<typeof browser>) => page.fetched.length > 0 && page.preloaded.length === 2;

  it('does nothing until the first contentful paint, then fetches the payload and preloads the chunks, and adds the chunks once the payload is queued', async () => {
    const page = browser(loader);
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    expect(started(page)).toBe(false);
    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([payload]);
    expect(page.preloaded).toEqual(['/a.js', '/b.js']);
    expect(page.added).toEqual([]);
    await page.answer(200, segments);
    expect(page.queue()).toEqual([[0], [1, '0:{}\n']]);
    expect(page.added).toEqual(['/a.js async', '/b.js async']);
    expect(page.observers[0]!.disconnected).toBe(true);
    for (const timer of page.timers) timer.fn();
    page.listeners.visibilitychange?.forEach((fn) => fn());
    expect(page.fetched).toHaveLength(1);
    expect(page.added).toHaveLength(2);
  });

  it('asks once more a second after a failed fetch, and adds no chunk when that fails too: the page stays its script-free self', async () => {
    const retried = browser(loader, { hidden: true });
    await retried.answer(503, '');
    expect(retried.added).toEqual([]);
    const retry = retried.timers.find((timer) => timer.ms === 1000)!;
    retry.fn();
    expect(retried.fetched).toEqual([payload, payload]);
    await retried.answer(200, segments);
    expect(retried.added).toEqual(['/a.js async', '/b.js async']);

    const failed = browser(loader, { hidden: true });
    await failed.answer(404, '');
    failed.timers.find((timer) => timer.ms === 1000)!.fn();
    await failed.answer(404, '');
    expect(failed.timers.filter((timer) => timer.ms === 1000)).toHaveLength(1);
    expect(failed.added).toEqual([]);
    expect(failed.queue()).toBeUndefined();
  });

  it('starts after 4 s if no paint is ever reported, and when the tab is hidden before it paints', () => {
    const late = browser(loader);
    expect(late.timers.map((timer) => timer.ms)).toEqual([4000]);
    late.timers[0]!.fn();
    expect(started(late)).toBe(true);

    const leaving = browser(loader);
    leaving.document.visibilityState = 'hidden';
    leaving.listeners.visibilitychange!.forEach((fn) => fn());
    expect(started(leaving)).toBe(true);
  });

  it('starts at once in a hidden tab, which paints nothing until it is shown', () => {
    expect(started(browser(loader, { hidden: true }))).toBe(true);
  });

  it('waits one frame where the browser has no paint timing', () => {
    const page = browser(loader, { paintTiming: false });
    expect(page.observers).toHaveLength(0);
    page.frames.forEach((fn) => fn());
    expect(started(page)).toBe(false);
    page.timers.forEach((timer) => timer.fn());
    expect(started(page)).toBe(true);
  });
});
