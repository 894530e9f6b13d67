import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import './field.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select in the field style, with a drawn chevron (the native arrow is hidden). */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className="select">
      <select className={cn('control', 'control--select', className)} {...props}>
        {children}
      </select>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="select__chevron">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </div>
  );
}
