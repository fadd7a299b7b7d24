import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/**
 * The root boundary answers only what the public layout does not cover (an unknown admin list, a
 * missing static file); visitors' unknown paths get app/(site)/not-found.tsx with the shared layout.
 */
export default function NotFound() {
  return (
    <main id="main-content">
      <NotFoundContent />
    </main>
  );
}
