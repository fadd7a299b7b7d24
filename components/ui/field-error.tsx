import type { ReactNode } from 'react';

/** A field's inline message, linked from the field by `aria-describedby={id}`; nothing when there is none. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
