import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { strategyCallCta } from '@/content/routes';
import { studio } from '@/content/studio';
import { SlideInLoader } from './slide-in-loader';
import { SLIDE_IN_TITLE_ID } from './slide-in-rules';

/** The desktop slide-in: the offer is rendered here, on the server; the card island only shows and dismisses it, its code loaded at the first scroll on a wide screen (./slide-in-loader.tsx). */
export function SlideInOffer() {
  return (
    <SlideInLoader closeIcon={<Icon icon={X} className="size-4" />}>
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
    </SlideInLoader>
  );
}
