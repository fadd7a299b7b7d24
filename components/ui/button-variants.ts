/**
 * Button styles, in their own module so client islands can style links and buttons with a few bytes of
 * code: a lookup, no variant library. The class names are defined in app/globals.css (components
 * layer), so callers' utilities override them.
 */
const VARIANTS = {
  default: 'btn-primary',
  accent: 'btn-accent',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  destructive: 'btn-destructive',
  link: 'btn-link',
} as const;

const SIZES = { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' } as const;

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  const classes = `btn ${VARIANTS[variant ?? 'default']} ${SIZES[size ?? 'default']}`;
  return className ? `${classes} ${className}` : classes;
}
