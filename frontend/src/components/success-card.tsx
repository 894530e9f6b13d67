import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFocusedHeading } from '@/lib/use-focused-heading';
import './success-card.css';

export interface SuccessCardProps {
  /** The page's own class for the card, e.g. 'contact-success'. */
  className?: string;
  title: ReactNode;
  text: ReactNode;
  /** What follows the text: next steps, status, actions. */
  children?: ReactNode;
}

/** The confirmation that replaces a submitted form; its heading takes focus when it appears. */
export function SuccessCard({ className, title, text, children }: SuccessCardProps) {
  const headingRef = useFocusedHeading();

  return (
    <Card className={cn('success-card', className)}>
      <CardContent className="centered-stack stack gap-4 success-card__content">
        <span className="success-badge ring success-card__icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <h2 ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <p className="success-card__text muted">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}
