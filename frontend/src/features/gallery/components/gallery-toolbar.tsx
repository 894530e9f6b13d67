import { SearchIcon } from '@/components/icons';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';

export interface GalleryToolbarProps {
  id?: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** null while the images load: the tag row keeps its height with placeholders. */
  tags: readonly string[] | null;
  activeTag: string | null;
  onTagChange: (tag: string | null) => void;
}

export function GalleryToolbar({
  id,
  search,
  onSearchChange,
  tags,
  activeTag,
  onTagChange,
}: GalleryToolbarProps) {
  return (
    <div id={id} className="gallery-toolbar stack gap-5">
      <div className="gallery-search">
        <label htmlFor="gallery-search" className="visually-hidden">
          Search the gallery
        </label>
        <SearchIcon className="gallery-search__icon" />
        <Input
          id="gallery-search"
          type="search"
          className="gallery-search__input"
          placeholder="Search by title or description"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <fieldset className="gallery-tags cluster gap-2">
        <legend className="visually-hidden">Filter by tag</legend>
        {tags === null ? (
          <>
            <Skeleton className="gallery-tags__skeleton" />
            <Skeleton className="gallery-tags__skeleton" />
            <Skeleton className="gallery-tags__skeleton" />
          </>
        ) : (
          [null, ...tags].map((tag) => (
            <button
              key={tag ?? '*all*'}
              type="button"
              className="pill-toggle"
              aria-pressed={activeTag === tag}
              onClick={() => onTagChange(tag)}
            >
              {tag ?? 'All'}
            </button>
          ))
        )}
      </fieldset>
    </div>
  );
}
