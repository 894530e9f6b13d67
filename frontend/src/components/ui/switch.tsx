import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import './switch.css';

/**
 * An on/off switch: a native checkbox with role="switch", so it is labelled and
 * keyboard-operable as is. Controlled (`checked` + `onChange`).
 */
export function Switch({
  label,
  className,
  checked,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked'> & {
  label: string;
  checked: boolean;
}) {
  return (
    <label className={cn('switch', className)}>
      <input
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        aria-checked={checked}
        {...props}
      />
      <span className="switch__track" aria-hidden="true" />
      <span className="switch__label">{label}</span>
    </label>
  );
}
