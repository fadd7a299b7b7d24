import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

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
    <div className={cn('flex max-w-2xl flex-col gap-3', align === 'center' && 'mx-auto text-center')}>
      <p className={cn('eyebrow', invert && 'text-[#f5c38b]')}>
        {eyebrow}
      </p>
      <h2 id={id} className={cn('text-3xl font-bold sm:text-4xl', invert ? 'text-white' : 'text-primary')}>
        {title}
      </h2>
      {children ? <div className={cn('text-lg', invert ? 'text-white/85' : 'text-muted-foreground')}>{children}</div> : null}
    </div>
  );
}
