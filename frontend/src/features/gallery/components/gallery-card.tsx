import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { useState } from 'react';
import { ExpandIcon, ImageIcon } from '@/components/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { GALLERY_IMAGE_SIZES, imageSources } from '../image-sources';

export interface GalleryCardProps {
  image: GalleryImage;
  /** Cards in the first row load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
  activeTag: string | null;
  onSelectTag: (tag: string) => void;
}

export function GalleryCard({ image, eager = false, activeTag, onSelectTag }: GalleryCardProps) {
  const [failed, setFailed] = useState(false);
  const sources = imageSources(image);
  return (
    <li className="gallery-card">
      <a className="gallery-card__media" href={sources.fullSize} target="_blank" rel="noopener">
        {failed ? (
          <span
            className="gallery-card__unavailable"
            role="img"
            aria-label={`${image.title} (image unavailable)`}
          >
            <ImageIcon />
            <span aria-hidden="true">Image unavailable</span>
          </span>
        ) : (
          <img
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={GALLERY_IMAGE_SIZES}
            width={sources.width}
            height={sources.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            alt={image.title}
            onError={() => setFailed(true)}
          />
        )}
        <span className="gallery-card__open" aria-hidden="true">
          <ExpandIcon />
        </span>
        <span className="visually-hidden"> (opens the full-size image in a new tab)</span>
      </a>
      <div className="gallery-card__body">
        <h2 className="gallery-card__title">{image.title}</h2>
        {image.description ? <p className="gallery-card__description">{image.description}</p> : null}
        {image.tags.length ? (
          <ul className="gallery-card__tags" aria-label="Tags">
            {image.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className={cn(
                    'gallery-tag',
                    'gallery-tag--small',
                    activeTag === tag && 'gallery-tag--active',
                  )}
                  onClick={() => onSelectTag(tag)}
                >
                  <span className="visually-hidden">Show images tagged </span>
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Same box as a real card, so nothing moves when the images arrive. */
export function GalleryCardSkeleton() {
  return (
    <li className="gallery-card gallery-card--skeleton" aria-hidden="true">
      <Skeleton className="gallery-card__media" />
      <div className="gallery-card__body">
        <Skeleton className="gallery-card__skeleton-title" />
        <Skeleton className="gallery-card__skeleton-line" />
        <Skeleton className="gallery-card__skeleton-line gallery-card__skeleton-line--short" />
        <div className="gallery-card__skeleton-tags">
          <Skeleton className="gallery-card__skeleton-tag" />
          <Skeleton className="gallery-card__skeleton-tag" />
        </div>
      </div>
    </li>
  );
}
