import type { ComponentProps } from 'react';

/** The variants' classes (.badge-<variant>) are defined in app/globals.css, next to the buttons'. */
type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'accent' | 'muted';

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant | null;
}

/**
 * A small pill label. Its styles are named component classes, so a client island that shows one
 * (the guide form's "Download starts automatically") ships two class names, not a table of
 * utility strings, and every page's HTML and RSC payload carry a short class per badge.
 */
export function Badge({ className, variant, ...props }: BadgeProps) {
  const classes = `badge badge-${variant ?? 'default'}`;
  return <span data-slot="badge" className={className ? `${classes} ${className}` : classes} {...props} />;
}
