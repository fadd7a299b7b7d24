'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/** The guide's print button; its icon is rendered by the page (server), so the island ships no drawing. */
export function PrintButton({ icon }: { icon: ReactNode }) {
  return (
    <button type="button" data-print="hide" onClick={() => window.print()} className={buttonVariants({ variant: 'outline' })}>
      {icon}
      Print / Save as PDF
    </button>
  );
}
