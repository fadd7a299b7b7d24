import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type { IconNode };

/**
 * Draws a Lucide icon as plain SVG. Unlike lucide-react's client components,
 * this renders on the server and ships no JavaScript of its own. Decorative
 * by default; pass `title` for an icon that carries meaning on its own.
 */
export function Icon({
  icon,
  className,
  title,
  ...props
}: { icon: IconNode; title?: string } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
      {...props}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
