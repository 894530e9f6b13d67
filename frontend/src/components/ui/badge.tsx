import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import './badge.css';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'gold';

export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn('badge', `badge--${variant}`, className)} {...props} />;
}
