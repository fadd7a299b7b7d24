import type { ReactNode } from 'react';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { StickyCtaBar } from './sticky-cta-bar';
import { SlideInCard } from './slide-in-card';
import { SLIDE_IN_TITLE_ID } from './slide-in-rules';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { strategyCallCta } from '@/content/routes';
import { studio } from '@/content/studio';
import { SiteEffects } from './site-effects';

// Vercel's analytics script only exists on Vercel; elsewhere it would 404 on every page.
const onVercel = Boolean(process.env.VERCEL);

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
      <SlideInCard>
        <h2 id={SLIDE_IN_TITLE_ID} className="pr-6 text-base font-semibold">
          {strategyCallCta.label}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          A {studio.claims.strategyCallMinutes}-minute call with {studio.founder.name}: a clear plan for your site, no hard
          pitch.
        </p>
        <Link
          href={strategyCallCta.href}
          data-cta="slide_in_book_now"
          className={buttonVariants({ variant: 'accent', className: 'mt-4 w-full' })}
        >
          Book Now
        </Link>
      </SlideInCard>
      <SiteEffects analytics={onVercel} />
    </>
  );
}
