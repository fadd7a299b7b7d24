import { Link } from '@/components/ui/link';
import { Calendar } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { strategyCallCta } from '@/content/routes';

/**
 * Mobile-only bar pinned to the bottom of the screen. Server-rendered on every page; a page marked
 * with <NoOffers /> hides it through CSS (app/globals.css), so it needs no script of its own.
 */
export function StickyCtaBar() {
  return (
    <div
      data-testid="sticky-cta-bar"
      data-sticky-cta=""
      data-print="hide"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background p-3 lg:hidden"
    >
      <Link
        href={strategyCallCta.href}
        data-cta="sticky_bar_book"
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'w-full' })}
      >
        <Icon icon={Calendar} />
        {strategyCallCta.label}
      </Link>
    </div>
  );
}
