import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SectionStubProps {
  id: string;
  eyebrow: string;
  title: string;
  /** An extra anchor inside the section (the pricing section answers to #services and #pricing). */
  innerId?: string;
  tone?: 'ivory' | 'cream';
  children?: ReactNode;
}

// Built in a later issue: each landing section replaces its stub, keeping the anchor id.
export function SectionStub({ id, eyebrow, title, innerId, tone = 'ivory', children }: SectionStubProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      className={cn('landing-section', 'landing-section--stub', `landing-section--${tone}`)}
      aria-labelledby={headingId}
    >
      <div id={innerId} className="container landing-section__inner">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={headingId}>{title}</h2>
        {children ? <div className="landing-section__body">{children}</div> : null}
      </div>
    </section>
  );
}
