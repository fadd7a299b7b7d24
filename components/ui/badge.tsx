import type { ComponentProps } from 'react';

const BASE =
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold whitespace-nowrap [&>svg]:size-3.5 [&>svg]:pointer-events-none';

const VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border bg-card text-foreground',
  success: 'border-transparent bg-success-soft text-success',
  accent: 'border-transparent bg-accent-soft text-accent',
  muted: 'border-transparent bg-muted text-muted-foreground',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof VARIANTS | null;
}

/** A small pill label. Renders inside client islands too, so it joins classes without tailwind-merge. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  const classes = `${BASE} ${VARIANTS[variant ?? 'default']}`;
  return <span data-slot="badge" className={className ? `${classes} ${className}` : classes} {...props} />;
}
