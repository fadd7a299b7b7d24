'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Sonner's rich colours, re-pointed at the site's tokens so that toast text meets WCAG AA contrast. */
const richColors = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'color-mix(in srgb, var(--color-success) 35%, transparent)',
  '--success-text': 'var(--color-success)',
  '--error-bg': '#fef3f2',
  '--error-border': 'color-mix(in srgb, var(--color-destructive) 35%, transparent)',
  '--error-text': 'var(--color-destructive)',
} as CSSProperties;

/** Mounted by the islands that raise toasts (through useLazyToast), so other pages ship no toast code. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      style={richColors}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
