import * as React from 'react';
import { cx } from '@/lib/utils';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cx(
        'input',
        className,
      )}
      {...props}
    />
  );
}
