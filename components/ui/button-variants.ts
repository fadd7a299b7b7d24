import { cva } from 'class-variance-authority';

/**
 * Button styles, in their own module so client islands can style links and
 * buttons without pulling in Radix Slot or tailwind-merge. The class names are
 * defined in app/globals.css (components layer), so callers' utilities override them.
 */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      accent: 'btn-accent',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      destructive: 'btn-destructive',
      link: 'btn-link',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});
