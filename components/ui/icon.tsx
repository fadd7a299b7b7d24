import type { HTMLAttributes } from 'react';
import type { IconNode } from 'lucide';
import { iconId } from '@/lib/ui/icons/icon-id';

export type { IconNode };

/**
 * Draws a Lucide icon: an empty box of the text's colour that the stylesheet cuts to the drawing its id
 * class names (app/icons.css, made from lib/ui/icons/icon-set.ts). The drawings ride in the one stylesheet
 * every page loads, so an icon costs no request and one short element in a page's HTML and RSC payload.
 * Renders on the server and ships no JavaScript of its own. Decorative by default; pass `title` for an
 * icon that carries meaning on its own. Its default size (24 px, never squeezed) comes from the
 * stylesheet's base layer, so a size class or a named look wins. `filled` fills the drawing (a rating's stars).
 */
export function Icon({
  icon,
  className,
  title,
  filled = false,
  ...props
}: { icon: IconNode; title?: string; filled?: boolean } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  const classes = ['icon', iconId(icon), filled ? 'icon-filled' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={classes}
      {...props}
    />
  );
}
