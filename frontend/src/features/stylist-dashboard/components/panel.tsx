import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A tab's section: its heading, an introduction, an optional action, and the content. */
export function TabSection({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="stylist-section" aria-labelledby={`${id}-title`}>
      <div className="stylist-section__header">
        <div className="stylist-section__heading">
          <h2 id={`${id}-title`} className="stylist-section__title">
            {title}
          </h2>
          {intro ? <p className="stylist-section__intro">{intro}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** An empty list: an icon, the spec's words, and a line on what fills it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="stylist-empty">
      <span className="stylist-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="stylist-empty__title">{title}</p>
      <p className="stylist-empty__text">{text}</p>
      {action}
    </div>
  );
}

const SKELETON_ROWS = ['first', 'second', 'third', 'fourth'] as const;

/** Skeleton rows while a list loads (spec 001), announced once. */
export function RowSkeletons({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="stylist-skeletons">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <div key={row} className="stylist-skeletons__row">
          <Skeleton className="stylist-skeletons__tile" />
          <div className="stylist-skeletons__text">
            <Skeleton className="stylist-skeletons__title" />
            <Skeleton className="stylist-skeletons__line" />
          </div>
          <Skeleton className="stylist-skeletons__badge" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="stylist-error" role="alert">
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
