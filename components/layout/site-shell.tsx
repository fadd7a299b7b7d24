import type { ReactNode } from 'react';
import { serverEnv } from '@/lib/env';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { StickyCtaBar } from './sticky-cta-bar';
import { SlideInOffer } from './slide-in-offer';
import { SiteEffects } from './site-effects';

// Vercel's analytics script only exists on Vercel; elsewhere it would 404 on every page.
const onVercel = serverEnv().VERCEL;

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
      <SlideInOffer />
      <SiteEffects analytics={onVercel} />
    </>
  );
}
