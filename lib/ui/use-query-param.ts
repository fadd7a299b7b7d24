import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * One query parameter of the page's URL, read in the browser (null while the server renders and
 * during hydration). Unlike useSearchParams it needs no Suspense boundary on a static page, so the
 * form that reads it renders in the same place on the server and in the browser, which is where
 * React finds the state of a form posted without script (useActionState).
 */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
