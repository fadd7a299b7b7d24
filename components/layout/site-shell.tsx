import type { ReactNode } from 'react';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { StickyCtaBar } from './sticky-cta-bar';
import { SlideInCard } from './slide-in-card';
import { SiteEffects } from './site-effects';

/** The shared layout of every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      <StickyCtaBar />
      <SlideInCard />
      <SiteEffects />
    </>
  );
}
