import type { ReactNode } from 'react';
import { EmptyState } from '@/components/list-states';
import { nextPageOf, type PagedList, ShowMore } from '@/components/show-more';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import '@/styles/patterns/staff-panel.css';

/** Placeholder cards while a list loads, with a status line for screen readers. */
export function ListLoading({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div className="stack gap-5 plain-list">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="admin-item stack admin-item--skeleton staff-panel" aria-hidden="true">
          <div className="admin-item__header staff-header-row">
            <Skeleton className="admin-skeleton admin-skeleton--title" />
            <Skeleton className="admin-skeleton skeleton--badge" />
          </div>
          <Skeleton className="admin-skeleton admin-skeleton--line" />
          <Skeleton className="admin-skeleton admin-skeleton--line admin-skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again (the empty state's box). */
export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      boxed
      alert
      titleAs="h3"
      title={`The ${what} could not be loaded`}
      text="Please check your connection and try again."
      action={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}

/**
 * Below a moderation list read a page at a time: 'Show older messages' and the like, 'Loading…'
 * while the next page loads, gone once the last page is in (see ShowMore).
 */
export function ShowOlder({
  list,
  label,
  what,
}: {
  list: PagedList;
  /** The button's words, e.g. 'Show older messages'. */
  label: string;
  /** What failed to load, e.g. 'older messages'. */
  what: string;
}) {
  return (
    <ShowMore
      page={nextPageOf(list)}
      label={label}
      loadingLabel="Loading…"
      failure={`The ${what} could not be loaded just now. Please try again.`}
      className="admin-list__more"
    />
  );
}

/**
 * A moderation tab's list (spec 001): placeholder cards while it loads, a retry when it failed,
 * the empty state when there is nothing, else the items and 'Show older …' below them.
 */
export function ModerationList<T extends { id: string }>({
  list,
  what,
  older,
  empty,
  renderItem,
}: {
  list: PagedList & { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  /** What the list holds, e.g. 'contact messages' (its label, capitalised). */
  what: string;
  /** What its older pages hold, e.g. 'messages' ('Show older messages'). */
  older: string;
  empty: { icon: ReactNode; title: string; text: string };
  renderItem: (item: T) => ReactNode;
}) {
  if (list.isPending) return <ListLoading label={`Loading ${what}…`} />;
  if (list.isError || !list.data) return <ListError what={what} onRetry={() => list.refetch()} />;
  if (list.data.length === 0) return <EmptyState boxed titleAs="h3" {...empty} />;
  return (
    <>
      <ul className="stack gap-5 plain-list" aria-label={what.charAt(0).toUpperCase() + what.slice(1)}>
        {list.data.map(renderItem)}
      </ul>
      <ShowOlder list={list} label={`Show older ${older}`} what={`older ${older}`} />
    </>
  );
}
