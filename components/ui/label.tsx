import * as React from 'react';
import { cx } from '@/lib/utils';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cx('text-sm font-medium leading-none text-foreground peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
