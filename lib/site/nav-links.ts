/**
 * The site's links are plain anchors (components/ui/link.tsx): no next/link component on the page, so
 * no per-link client code and no per-link observers. One delegated listener in SiteEffects gives them
 * what next/link would:
 *
 * - Prefetch on intent. A page full of links would otherwise download the code and data of every route
 *   it links to, a cost a visitor on a phone pays whether or not they click. SiteEffects prefetches a
 *   route when the visitor points at, focuses or touches a link to it, which is still well ahead of the click.
 * - Client-side navigation. A plain left click on an in-site page link becomes router.push, so the
 *   layout stays mounted; everything else (new tab, modifier keys, downloads, files, API routes, other
 *   origins, in-page anchors) stays with the browser.
 */

type AnchorLike = Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>;
type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/** The URL an anchor leads to when that is a page the App Router renders; null for anything else. */
function inAppUrl(anchor: AnchorLike, current: Here): URL | null {
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
  return url;
}

const samePage = (url: URL, current: Here) => url.pathname === current.pathname && url.search === current.search;

/** The in-app route an anchor leads to, worth prefetching; null for anything the router does not render. */
export function prefetchTarget(anchor: AnchorLike, current: Here): string | null {
  const url = inAppUrl(anchor, current);
  if (url === null || samePage(url, current)) return null;
  return url.pathname + url.search;
}

/** What a click carries that decides whether the browser or the router follows the link. */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/**
 * Where the router should take a click on an anchor (path, query and hash), or null to leave the click to
 * the browser: a modified or non-primary click, one a handler already took, or a link outside the app.
 * An in-page anchor (same path and query, with a hash) is the browser's too: it scrolls without a reload.
 */
export function navigationTarget(anchor: AnchorLike, click: LinkClick, current: Here): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const url = inAppUrl(anchor, current);
  if (url === null || (url.hash && samePage(url, current))) return null;
  return url.pathname + url.search + url.hash;
}

/** The events that show intent to follow a link. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
