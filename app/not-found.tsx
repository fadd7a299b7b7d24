import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/** The root not-found boundary sits above the public layout, so it brings the shared layout itself. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
