import type { Page } from '@playwright/test';

/** What a field said of itself at the moment it received focus: its name, whether it was marked invalid, and its description's text. */
export interface FocusArrival {
  name: string;
  invalid: string | null;
  description: string;
}

/**
 * Records each field that receives focus from now on, as it was when focus arrived: a screen reader
 * announces a field then, so an error that is rendered only after the focus moved is not heard with it.
 */
export async function recordFocusArrivals(page: Page): Promise<() => Promise<FocusArrival[]>> {
  await page.evaluate(() => {
    const arrivals: FocusArrival[] = [];
    (window as unknown as { focusArrivals: FocusArrival[] }).focusArrivals = arrivals;
    document.addEventListener(
      'focusin',
      (event) => {
        const field = event.target;
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
        const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
        const description = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ').trim();
        arrivals.push({ name: field.name, invalid: field.getAttribute('aria-invalid'), description });
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { focusArrivals: FocusArrival[] }).focusArrivals);
}
