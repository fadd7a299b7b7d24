import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** Content widths a page section uses; whole class names, so Tailwind finds them here. */
const WIDTHS = {
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const;

/** Vertical padding, top and bottom. */
const PADDINGS = {
  8: 'py-8',
  10: 'py-10',
  12: 'py-12',
  14: 'py-14',
  16: 'py-16',
  20: 'py-20',
} as const;

/** Bottom padding alone (`paddingBottom`), for a section that continues the one above it. */
const BOTTOM_PADDINGS = {
  20: 'pb-20',
  24: 'pb-24',
} as const;

/** Full-width bands: the background runs edge to edge while the content keeps its width. */
const BANDS = {
  secondary: 'border-y bg-secondary/50',
  muted: 'bg-muted/60',
  primary: 'bg-primary text-white',
  card: 'border-b bg-card',
} as const;

/** `padding` top and bottom (default 16: py-16), or `paddingBottom` alone and none at the top. */
type SectionPadding =
  | { padding?: keyof typeof PADDINGS; paddingBottom?: never }
  | { paddingBottom: keyof typeof BOTTOM_PADDINGS; padding?: never };

export type SectionProps = HTMLAttributes<HTMLElement> & SectionPadding & {
  /** The content's maximum width. */
  width: keyof typeof WIDTHS;
  /** A background band around the content: the element gets the band, an inner div the width. */
  band?: keyof typeof BANDS;
  /** Default section. */
  as?: 'section' | 'div' | 'article';
};

/**
 * A block of a page: centred, at most `width` wide, with the site's side padding (the `section` look,
 * app/globals.css) and vertical padding.
 * `className` adds to the classes of the element that carries the width; every other prop (id,
 * aria-labelledby, data-*) goes on the outer element. A server component: no JavaScript.
 */
export function Section({ width, padding = 16, paddingBottom, band, as: Element = 'section', className, children, ...props }: SectionProps) {
  const vertical = paddingBottom ? BOTTOM_PADDINGS[paddingBottom] : PADDINGS[padding];
  const container = cn('section', WIDTHS[width], vertical, className);
  if (!band) {
    return (
      <Element {...props} className={container}>
        {children}
      </Element>
    );
  }
  return (
    <Element {...props} className={BANDS[band]}>
      <div className={container}>{children}</div>
    </Element>
  );
}
