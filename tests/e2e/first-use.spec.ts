import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_MARK } from '@/lib/ui/performance-marks';
import { PHONE } from './support/site';

/*
 * Code a form needs only when it is used (its schema, the toaster) is not part of the page's load,
 * and is fetched when the visitor turns to the form (components/ui/load-on-intent.ts): by the time
 * they submit, the submit fetches nothing and its answer is on the screen within 100 ms on a phone
 * four times slower than this machine. An empty form sent before anything else names its empty
 * fields without any code to wait for. Uses @playwright/test's own `page` (no wait for hydration).
 */
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const hydrated = (page: Page) => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);

/** Script requests from now on. */
function scriptsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  return fetched;
}

/** Records, in the page, the last pointerdown and when `text` is first shown after it. */
async function watchFor(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const times = { tap: 0, shown: 0 };
    (window as unknown as { answer: typeof times }).answer = times;
    document.addEventListener('pointerdown', () => Object.assign(times, { tap: performance.now(), shown: 0 }), { capture: true });
    new MutationObserver(() => {
      if (!times.shown && times.tap && document.body.innerText.includes(wanted)) times.shown = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, text);
  return async () => {
    const { tap, shown } = await page.evaluate(() => (window as unknown as { answer: { tap: number; shown: number } }).answer);
    expect(tap).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
    return shown - tap;
  };
}

/**
 * Visits per timed test. The answer itself takes 40–70 ms at 4× CPU here, but one visit in several is
 * slower for reasons that are not the page's (the first visit of a browser compiles the page's code,
 * a collection or another process lands in the window: 116 ms once in CI); the median of five keeps
 * one such visit from deciding, and a page that is slow every time still fails.
 */
const VISITS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs `act` on a CPU four times slower. */
async function onSlowCpu(page: Page, act: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await act();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

const forms: { name: string; path: string; turnTo: (page: Page) => Promise<void>; submit: (page: Page) => Promise<void>; answer: string; then?: string }[] = [
  {
    name: 'the contact form, with an address that is not one',
    path: '/contact',
    turnTo: async (page) => {
      await page.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: /Email/ }).fill('not-an-address');
    },
    submit: (page) => page.getByRole('button', { name: 'Send Message' }).click(),
    answer: 'Please enter a valid email address.',
  },
  {
    name: 'a guide form, with an address that is not one',
    path: '/resources',
    turnTo: (page) => page.getByRole('textbox', { name: 'Email address' }).first().fill('not-an-address'),
    submit: (page) => page.getByRole('button', { name: 'Send Me the Guide' }).first().click(),
    answer: 'Please enter a valid email address.',
  },
  {
    // The answer is the field's own message; the toast that follows is checked below without a bound:
    // on CI's 4x CPU it shows 77-104 ms after the tap (sonner renders it with its enter animation).
    name: 'the AI review, its address left empty (the field message, then its toast)',
    path: '/ai-feedback',
    turnTo: (page) => page.getByRole('textbox', { name: /Website URL/ }).focus(),
    submit: (page) => page.getByRole('button', { name: 'Analyze My Website' }).click(),
    answer: 'Please enter your website URL to analyze.',
    then: 'Website URL Required',
  },
];

for (const { name, path, turnTo, submit, answer, then } of forms) {
  test(`${name}: the page loads none of its first-use code, the visitor turning to it does, and the submit fetches nothing and answers within 100 ms at 4× CPU (median of 5 visits)`, async ({ page }) => {
    const delays: number[] = [];
    for (let visit = 0; visit < VISITS; visit += 1) {
      const loaded = scriptsFetched(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const onLoad = [...loaded];

      const onIntent = scriptsFetched(page);
      await turnTo(page);
      await expect.poll(() => onIntent.length).toBeGreaterThan(0);
      expect(onIntent.filter((url) => onLoad.includes(url))).toEqual([]);
      await page.waitForLoadState('networkidle');

      const onSubmit = scriptsFetched(page);
      const elapsed = await watchFor(page, answer);
      await onSlowCpu(page, async () => {
        await submit(page);
        await expect(page.getByText(answer).first()).toBeVisible();
      });
      delays.push(await elapsed());
      if (then) await expect(page.getByText(then).first()).toBeVisible();
      expect(onSubmit).toEqual([]);
    }
    console.log(`${path}: submit to "${answer}" ${delays.map((ms) => ms.toFixed(0)).join(', ')} ms (4× CPU)`);
    expect(median(delays)).toBeLessThan(100);
  });
}

test('an empty form sent before anything else names its empty fields within 100 ms at 4× CPU, with no code to wait for (median of 5 visits)', async ({ page }) => {
  const delays: number[] = [];
  for (let visit = 0; visit < VISITS; visit += 1) {
    await page.unrouteAll();
    await page.goto('/contact');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Held: the schema cannot arrive, so only what needs no code can answer.
    await page.route(/\/_next\/static\/chunks\//, () => undefined);
    const elapsed = await watchFor(page, 'Name is required.');
    await onSlowCpu(page, async () => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name is required.')).toBeVisible();
      await expect(page.getByText('Email is required.')).toBeVisible();
    });
    delays.push(await elapsed());
    await expect(page.getByRole('textbox', { name: /Name/ })).toBeFocused();
  }
  console.log(`/contact: empty submit to "Name is required." ${delays.map((ms) => ms.toFixed(0)).join(', ')} ms (4× CPU, schema held back)`);
  expect(median(delays)).toBeLessThan(100);
});
