import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import './skeleton.css';

/** A shimmering block standing in for content that is loading; hidden from assistive tech. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('skeleton', className)} {...props} />;
}
