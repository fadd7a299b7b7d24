import type { ReactNode } from 'react';
import { cx } from '@/lib/utils';

/** A section's eyebrow, title and optional lead; their looks are the `section-heading` rules (app/globals.css). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  invert = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  invert?: boolean;
}) {
  return (
    <div className={cx('section-heading', align === 'left' && 'section-heading-start', invert && 'section-heading-invert')}>
      <p>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children ? <div>{children}</div> : null}
    </div>
  );
}
