'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';

export interface ToastRequest {
  kind: 'error' | 'success';
  title: string;
  description: string;
}

type Loaded = { toast: typeof import('sonner').toast; Toaster: typeof import('./sonner').Toaster };

const loadToaster = () => Promise.all([import('sonner'), import('./sonner')]);

/**
 * Toasts without shipping sonner with the page's load. `prepare` fetches the library and mounts the
 * toaster: the form that raises the toasts passes it to useLoadOnIntent, so both are ready before the
 * visitor's first submit, and a toast is then raised at once. A toast raised before that loads
 * them itself; queued toasts are shown once the toaster listens (its effect runs before ours, being
 * our child). Render `toaster` inside the component that uses the hook.
 */
export function useLazyToast(): { showToast: (request: ToastRequest) => void; toaster: ReactNode; prepare: () => Promise<unknown> } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [queue, setQueue] = useState<ToastRequest[]>([]);

  const prepare = useCallback(
    () =>
      loadToaster().then(([sonner, ui]) => {
        setLoaded((current) => current ?? { toast: sonner.toast, Toaster: ui.Toaster });
      }),
    [],
  );

  const showToast = useCallback(
    (request: ToastRequest) => {
      if (loaded) {
        loaded.toast[request.kind](request.title, { description: request.description });
        return;
      }
      setQueue((current) => [...current, request]);
      prepare().catch((error: unknown) => console.error('Could not load notifications', error));
    },
    [loaded, prepare],
  );

  useEffect(() => {
    if (!loaded || queue.length === 0) return;
    for (const request of queue) loaded.toast[request.kind](request.title, { description: request.description });
    setQueue([]);
  }, [loaded, queue]);

  return { showToast, toaster: loaded ? <loaded.Toaster /> : null, prepare };
}
