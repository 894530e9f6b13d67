import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import './detail-list.css';

export interface Detail {
  term: string;
  value: ReactNode;
  /** For a value that reads differently from the rest (an email address in the body face). */
  className?: string;
}

/** An account's facts as a description list: a small capitals label over each value. */
export function DetailList({ details, className }: { details: readonly Detail[]; className?: string }) {
  return (
    <dl className={cn('detail-list stack gap-5', className)}>
      {details.map((detail) => (
        <div key={detail.term}>
          <dt>{detail.term}</dt>
          <dd className={detail.className}>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
