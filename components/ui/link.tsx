import type { ComponentProps } from 'react';

/**
 * The site's links: a plain anchor, rendered on the server with no client code of its own. SiteEffects
 * prefetches the route on intent and turns a plain click into client-side navigation
 * (lib/site/nav-links.ts), which is what next/link would do, without its script on every page.
 */
export function Link(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}
