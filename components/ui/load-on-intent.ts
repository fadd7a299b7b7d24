'use client';

import { useEffect, useMemo } from 'react';

/** What the visitor does first when they are about to use a form: any of these, anywhere in it. */
type IntentHandlers = {
  onFocusCapture: () => void;
  onPointerDownCapture: () => void;
  onPointerOverCapture: () => void;
  onKeyDownCapture: () => void;
};

/**
 * Code a form needs only when it is used (its schema, the toaster) stays out of the page's load, and
 * is fetched at the first sign that the visitor is about to use the form: a pointer over it (on a
 * desktop), a finger or click coming down in it, focus or a key in one of its fields. Filling a field
 * takes seconds, so by the submit the code is here, and the page's load (what Lighthouse's script
 * budget counts) carries none of it. Spread the handlers on the form. `load` must be stable (a
 * module-level function or a memoised callback): the same one the submit awaits, which then resolves
 * at once; a load that fails here is tried again by the next sign of intent or by the submit. A field that already has focus when the script runs (the
 * visitor started before hydration) counts as intent too.
 */
export function useLoadOnIntent(load: () => Promise<unknown>): IntentHandlers {
  const handlers = useMemo(() => {
    let asked = false;
    const run = () => {
      if (asked) return;
      asked = true;
      load().catch(() => {
        asked = false;
      });
    };
    return { onFocusCapture: run, onPointerDownCapture: run, onPointerOverCapture: run, onKeyDownCapture: run };
  }, [load]);

  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('form') && active.matches('input, textarea, select')) handlers.onFocusCapture();
  }, [handlers]);

  return handlers;
}
