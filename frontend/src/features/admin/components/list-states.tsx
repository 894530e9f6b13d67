import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while a list loads, with a status line for screen readers. */
export function ListLoading({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div className="admin-list">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="admin-item admin-item--skeleton" aria-hidden="true">
          <div className="admin-item__header">
            <Skeleton className="admin-skeleton admin-skeleton--title" />
            <Skeleton className="admin-skeleton admin-skeleton--badge" />
          </div>
          <Skeleton className="admin-skeleton admin-skeleton--line" />
          <Skeleton className="admin-skeleton admin-skeleton--line admin-skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/** A list with nothing in it: the spec's empty-state words and a line on what will appear. */
export function ListEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="admin-empty">
      <span className="admin-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <h3 className="admin-empty__title">{title}</h3>
      <p className="admin-empty__text">{text}</p>
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="admin-empty" role="alert">
      <h3 className="admin-empty__title">{`The ${what} could not be loaded`}</h3>
      <p className="admin-empty__text">Please check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
