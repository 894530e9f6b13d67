import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A dashboard list: a card with a heading, an optional action beside it, and its content. */
export function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="panel">
      <section aria-labelledby={`${id}-title`}>
        <div className="panel__header">
          <h2 id={`${id}-title`} className="panel__title">
            {title}
          </h2>
          {action}
        </div>
        <div className="panel__body">{children}</div>
      </section>
    </Card>
  );
}

export function PanelEmpty({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="panel__empty">
      <span className="panel__empty-icon" aria-hidden="true">
        {icon}
      </span>
      <p className="panel__empty-title">{title}</p>
      <p className="panel__empty-text">{text}</p>
      <Link to={action.to} className={buttonClasses()}>
        {action.label}
      </Link>
    </div>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="panel__loading">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {[0, 1, 2].map((row) => (
        <div key={row} className="panel__skeleton-row">
          <div className="panel__skeleton-text">
            <Skeleton className="panel__skeleton-title" />
            <Skeleton className="panel__skeleton-line" />
          </div>
          <Skeleton className="panel__skeleton-badge" />
        </div>
      ))}
    </div>
  );
}
