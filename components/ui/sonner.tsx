'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Mounted only by pages that raise toasts, so other pages ship no toast code. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
