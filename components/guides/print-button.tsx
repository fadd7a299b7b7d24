'use client';

import { Printer } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';

export function PrintButton() {
  return (
    <button type="button" data-print="hide" onClick={() => window.print()} className={buttonVariants({ variant: 'outline' })}>
      <Icon icon={Printer} />
      Print / Save as PDF
    </button>
  );
}
