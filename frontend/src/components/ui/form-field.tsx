import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import './field.css';

/** The accessibility wiring a control needs from its field. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the field's error message below it. */
export function FormField({ id, label, labelNote, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('field stack gap-2', error && 'field--invalid', className)}>
      <Label htmlFor={id}>
        {label}
        {labelNote ? <span className="label__note muted"> {labelNote}</span> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
      {hint ? (
        <p id={hintId} className="fine-print">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error message, with its warning mark; the control points at `id` with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: ReactNode }) {
  return (
    <p id={id} className="field__error">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.25M8 11v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}

/** A message about the form as a whole (not one field), announced as it appears. */
export function FormAlert({ message, id, className }: { message?: string; id?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('field__error', className)} role="alert">
      {message}
    </p>
  );
}
