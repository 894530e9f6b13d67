import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import './field.css';

export function Label({ className, children, htmlFor, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label htmlFor={htmlFor} className={cn('label', className)} {...props}>
      {children}
    </label>
  );
}
