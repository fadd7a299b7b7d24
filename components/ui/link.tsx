import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's links: next/link without prefetch on entering the viewport. The route is prefetched when
 * the visitor shows intent instead (SiteEffects, lib/navigation/prefetch.ts).
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
