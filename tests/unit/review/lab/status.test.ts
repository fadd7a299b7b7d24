import { parseEnv } from '@/lib/env';
/**
 * The inbox's overview says which source measures reviews here and in what state: PageSpeed
 * Insights (with or without a key), the local lab (sandboxed, off for want of a sandbox, or
 * unsandboxed by the development opt-out), or none, with the reason.
 */
import { labStatus } from '@/lib/review/lab';
import { findChromium } from '@/lib/review/lab/local';
import { chromiumWithoutSandbox } from '../../../support/chromium-without-sandbox';

describe('the lab in the overview', () => {
  it('PageSpeed Insights, with or without the site’s key', async () => {
    expect(await labStatus(parseEnv({ PAGESPEED_API_KEY: 'k' }))).toEqual({ state: 'psi', detail: 'PageSpeed Insights measures each review’s page, with this site’s key.' });
    expect(await labStatus(parseEnv({ REVIEW_LAB: 'psi', PAGESPEED_API_URL: 'http://127.0.0.1:9/v5' }))).toEqual({
      state: 'psi',
      detail: 'PageSpeed Insights measures each review’s page, without a key (the shared quota) at http://127.0.0.1:9/v5.',
    });
  });

  it('none, with the reason, when the lab is off or nothing can measure', async () => {
    expect(await labStatus(parseEnv({ REVIEW_LAB: 'off' }))).toEqual({ state: 'none', detail: 'The lab measurement is turned off on this site (REVIEW_LAB=off). Reviews go out with the estimate.' });
    expect(await labStatus(parseEnv({ REVIEW_LAB: 'local', CHROME_PATH: '/no/such/chromium' }))).toMatchObject({ state: 'none', detail: expect.stringContaining('set CHROME_PATH') });
  });

  it('the local lab: off where the sandbox cannot start, unsandboxed only by the opt-out', async () => {
    const chromium = chromiumWithoutSandbox();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await labStatus(parseEnv({ REVIEW_LAB: 'local', CHROME_PATH: chromium.path }))).toMatchObject({ state: 'unavailable', detail: expect.stringMatching(/^Chromium could not start with its sandbox \(.*No usable sandbox!.*\)\. Reviews go out with the estimate; see lib\/review\/README\.md/) });
      expect(await labStatus(parseEnv({ REVIEW_LAB: 'local', CHROME_PATH: chromium.path, REVIEW_LAB_UNSANDBOXED: '1' }))).toMatchObject({ state: 'unsandboxed' });
    } finally {
      chromium.remove();
    }
  }, 30_000);

  (findChromium() ? it : it.skip)('the local lab with this machine’s Chromium: sandboxed', async () => {
    expect(await labStatus(parseEnv({ REVIEW_LAB: 'local' }))).toMatchObject({ state: 'sandboxed' });
  }, 30_000);
});
