'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { Calendar } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { strategyCallCta } from '@/content/routes';
import { hidesStickyCta } from './slide-in-rules';

/** Mobile-only bar pinned to the bottom of the screen. */
export function StickyCtaBar() {
  const pathname = usePathname();
  if (hidesStickyCta(pathname)) return null;
  return (
    <div
      data-testid="sticky-cta-bar"
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
