import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import './list-states.css';

/**
 * What a list shows instead of its rows: while it loads, when it could not be loaded, and when
 * there is nothing in it. `boxed` draws its own dashed or bordered box, for a list that stands on
 * the page rather than inside a card.
 */
interface ListStateLook {
  boxed?: boolean;
}

/**
 * An empty list: an icon, the spec's words, a line on what fills it, and what to do next. The
 * Management Panel titles it as a heading, and shows its load errors in the same box (`alert`).
 */
export function EmptyState({
  icon,
  title,
  text,
  action,
  boxed,
  titleAs: Title = 'p',
  alert = false,
}: ListStateLook & {
  icon?: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  titleAs?: 'p' | 'h3';
  alert?: boolean;
}) {
  return (
    <div
      className={cn('empty-state stack gap-2', boxed && 'empty-state--boxed')}
      role={alert ? 'alert' : undefined}
    >
      {icon ? (
        <span className="empty-state__icon ring" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className="empty-state__title">{title}</Title>
      <p className="empty-state__text note">{text}</p>
      {action}
    </div>
  );
}

/** Skeleton rows while a list loads (spec 001), announced once. */
export function ListSkeleton({
  label,
  rows = 3,
  tile = false,
  boxed,
}: ListStateLook & {
  label: string;
  rows?: number;
  /** A tile before each row's lines, as the Stylist Dashboard's rows start with a date. */
  tile?: boolean;
}) {
  return (
    <div className={cn('list-skeleton stack', boxed && 'list-skeleton--boxed')}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={row} className="list-skeleton__row inline gap-4">
          {tile ? <Skeleton className="list-skeleton__tile" /> : null}
          <div className="list-skeleton__text stack gap-2">
            <Skeleton className="list-skeleton__title" />
            <Skeleton className="list-skeleton__line" />
          </div>
          <Skeleton className="skeleton--badge" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function LoadError({ text, onRetry, boxed }: ListStateLook & { text: string; onRetry: () => void }) {
  return (
    <div className={cn('load-error stack gap-3', boxed && 'load-error--boxed', 'muted')} role="alert">
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** What QueryListStates reads of a query (a TanStack Query result fits). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A list's looks from its query, in order: loading (`loading` names it), failed (`failed` says
 * so, with a retry), `empty` when the answer has no rows, else `children`.
 */
export function QueryListStates<T>({
  query,
  loading,
  failed,
  empty,
  children,
  boxed,
  tile,
}: ListStateLook & {
  /** The loading rows show a tile (a date or a face) beside their lines. */
  tile?: boolean;
  query: ListQuery<T[]>;
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loading} tile={tile} boxed={boxed} />;
  if (query.isError) return <LoadError boxed={boxed} text={failed} onRetry={() => void query.refetch()} />;
  const list = query.data ?? [];
  return <>{list.length === 0 ? empty : children(list)}</>;
}
