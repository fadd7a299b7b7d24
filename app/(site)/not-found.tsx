import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/**
 * The visitor's 404 (unknown paths land in [...missing] inside this group), inside the shared layout.
 * It sits below the layout rather than at the root so that every page's RSC payload carries only
 * this small body, not a second copy of the header and footer.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
