import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

export interface CtaLinkProps extends ButtonVariantProps {
  href: string;
  /** Name reported in the cta_click event. */
  cta: string;
  industry?: string;
  className?: string;
  children: ReactNode;
}

/** A call-to-action link styled as a button and tracked by the site-wide cta_click listener. */
export function CtaLink({ href, cta, industry, variant, size, className, children }: CtaLinkProps) {
  return (
    <Link
      href={href}
      data-cta={cta}
      data-industry={industry}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {children}
    </Link>
  );
}
