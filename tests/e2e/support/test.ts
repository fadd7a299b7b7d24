import { test as base, type Page, type Response } from '@playwright/test';
import { HYDRATED_MARK } from '@/lib/ui/performance-marks';
import { LOADER_ID } from '../../../scripts/build/scripts-after-paint';

export { expect } from '@playwright/test';

/**
 * A prerendered page fetches its scripts after its first paint (scripts/build/scripts-after-paint.ts), so
 * its load event can come before its buttons answer. The `page` of these tests waits, after each
 * navigation it makes, until a page with that loader has hydrated (the User Timing mark SiteEffects
 * sets), as a visitor's first click comes after they have seen the page. Tests of what happens
 * before any script runs use @playwright/test's own `page` (no-script-forms.spec.ts).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ([loader, mark]) => !document.getElementById(loader) || performance.getEntriesByName(mark).length > 0,
    [LOADER_ID, HYDRATED_MARK] as const,
  );
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

export const test = base.extend({
  page: async ({ page }, use) => {
    for (const method of NAVIGATIONS) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      page[method] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
        if (response !== null && options?.waitUntil !== 'commit') await hydrated(page);
        return response;
      }) as never;
    }
    await use(page);
  },
});
