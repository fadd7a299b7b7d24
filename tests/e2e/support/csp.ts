import type { Page } from '@playwright/test';

type WithViolations = { cspViolations: string[] };

/**
 * Records every Content-Security-Policy violation each document the page opens reports, from before
 * its first script ('script-src-elem blocked inline', 'frame-src blocked https://evil.example'). Call
 * it before page.goto; it answers a reader of what the current document has recorded so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as WithViolations).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`));
  });
  return () => page.evaluate(() => (window as unknown as WithViolations).cspViolations);
}
