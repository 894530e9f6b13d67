import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SectionHeadingProps {
  /** id of the <h2>, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
}

/** The top of a landing section: a small label between hairlines, the title and an introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <header className={cn('section-heading', `section-heading--${align}`, 'stack gap-4', className)}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  );
}
