import { Button } from '@/components/ui/button';
import './show-more.css';

/** A list read a page at a time, as TanStack Query's infinite queries describe one. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The same, in words of its own (a list paged by hand, such as the later appointments). */
export interface NextPage {
  more: boolean;
  loading: boolean;
  failed: boolean;
  showMore: () => void;
}

/** An infinite query as a NextPage. */
export function nextPageOf(list: PagedList): NextPage {
  return {
    more: list.hasNextPage,
    loading: list.isFetchingNextPage,
    failed: list.isFetchNextPageError,
    showMore: () => void list.fetchNextPage(),
  };
}

/**
 * Below a list read a page at a time: the button that reads the next page ('Show more clients'
 * and the like), its loading words while it does, a line when that failed; nothing once the last
 * page is in. While loading it is only aria-disabled, so keyboard focus stays on it for the next
 * page. `className` places it among its screen's own styles (its margin); its look is show-more.css.
 */
export function ShowMore({
  page,
  label,
  loadingLabel,
  failure,
  className,
}: {
  page: NextPage;
  /** The button's words, e.g. 'Show more clients'. */
  label: string;
  /** Its words while the next page loads, e.g. 'Loading more clients…'. */
  loadingLabel: string;
  /** The sentence shown when the next page failed to load. */
  failure: string;
  className: string;
}) {
  if (!page.more) return null;
  return (
    <div className={`show-more ${className}`}>
      <Button
        variant="outline"
        onClick={() => {
          if (!page.loading) page.showMore();
        }}
        aria-disabled={page.loading}
        aria-busy={page.loading}
      >
        {page.loading ? loadingLabel : label}
      </Button>
      {page.failed ? (
        <p className="note" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
