'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLoadWhenIdle } from './load-when-idle';

export interface ToastRequest {
  kind: 'error' | 'success';
  title: string;
  description: string;
}

type Loaded = { toast: typeof import('sonner').toast; Toaster: typeof import('./sonner').Toaster };

const loadToaster = () => Promise.all([import('sonner'), import('./sonner')]);

/**
 * Toasts without shipping sonner with the page's first load: the library is fetched once the page
 * is idle (or the first time a toast is raised, if that comes first), the toaster mounts with the
 * first toast, and queued toasts are shown once it listens (its effect runs before ours, being our
 * child). Render `toaster` inside the component that uses the hook.
 */
export function useLazyToast(): { showToast: (request: ToastRequest) => void; toaster: ReactNode } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [queue, setQueue] = useState<ToastRequest[]>([]);
  useLoadWhenIdle(loadToaster);

  const showToast = useCallback(
    (request: ToastRequest) => {
      setQueue((current) => [...current, request]);
      if (loaded) return;
      loadToaster()
        .then(([sonner, ui]) => setLoaded({ toast: sonner.toast, Toaster: ui.Toaster }))
        .catch((error: unknown) => console.error('Could not load notifications', error));
    },
    [loaded],
  );

  useEffect(() => {
    if (!loaded || queue.length === 0) return;
    for (const request of queue) loaded.toast[request.kind](request.title, { description: request.description });
    setQueue([]);
  }, [loaded, queue]);

  return { showToast, toaster: loaded ? <loaded.Toaster /> : null };
}
