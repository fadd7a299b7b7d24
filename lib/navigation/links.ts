/**
 * Prefetch on intent. Links render with prefetch={false} (components/ui/link.tsx): on load a page full of
 * links would otherwise download the code and data of every route it links to, a cost a visitor on a
 * phone pays whether or not they click. Instead, SiteEffects prefetches a route when the visitor points
 * at, focuses or touches a link to it, which is still well ahead of the click.
 */

/** The in-app route an anchor leads to, worth prefetching; null for anything the router does not render. */
export function prefetchTarget(
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  current: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>,
): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search;
}

/** The events that show intent to follow a link. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
