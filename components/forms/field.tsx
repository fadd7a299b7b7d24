import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/field-error';

/** What a field's control needs to be named and described: spread onto the input, textarea or select. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One form field, wired once for every form: the label names the control (`htmlFor`), the control
 * is described by its hint and, while there is one, its error (which also marks it invalid), and the
 * error is shown under it. `children` renders the control from those props, so a field can put a
 * button beside its input (the guide form) without losing the wiring.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
