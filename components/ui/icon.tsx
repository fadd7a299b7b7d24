import type { SVGProps } from 'react';
import type { IconNode } from 'lucide';
import { iconId } from '@/lib/ui/icons/icon-id';

export type { IconNode };

/**
 * Draws a Lucide icon by reference to the shared sprite (/icons.svg, built from lib/ui/icons/sprite.ts),
 * so a page's HTML and its RSC payload carry one short <use> per icon instead of the drawing.
 * Renders on the server and ships no JavaScript of its own. Decorative by default; pass `title`
 * for an icon that carries meaning on its own. Its default size (24 px, never squeezed) comes from
 * app/globals.css (base layer), so a size class or a named look still wins.
 */
export function Icon({
  icon,
  className,
  title,
  ...props
}: { icon: IconNode; title?: string } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={className}
      {...props}
    >
      <use href={`/icons.svg#${iconId(icon)}`} />
    </svg>
  );
}
