'use client';

import { useEffect } from 'react';

/**
 * Code a control needs only on first use (a form's schema, the toaster) stays out of the page's
 * first load, but is fetched and run while the page is idle after hydration, so the first tap or
 * submit finds it here instead of waiting a round trip for it (on a slow phone 150 ms and more).
 * `load` must be stable (a module-level function): the same one the control awaits on first use,
 * which then resolves at once. A load that fails here is tried again by that use.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
  }, [load]);
}
