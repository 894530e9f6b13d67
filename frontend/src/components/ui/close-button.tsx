import type { ButtonHTMLAttributes } from 'react';
import { CloseIcon } from '@/components/icons';

/** A bare × button named for what it closes or removes (`label`); the caller's class draws it. */
export function CloseButton({
  label,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button type="button" aria-label={label} {...props}>
      <CloseIcon />
    </button>
  );
}
