import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import './field.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn('control', 'control--textarea', className)} {...props} />;
}
