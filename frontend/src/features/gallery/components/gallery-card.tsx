import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { ImageLink } from '@/components/image-link';
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
  const { fullSize, ...file } = imageSources(image);
  return (
    <li className="media-card gallery-card">
      <ImageLink
        className="gallery-card__media"
        block="gallery-card"
        href={fullSize}
        image={{ ...file, sizes: GALLERY_IMAGE_SIZES }}
        alt={image.title}
        eager={eager}
        unavailable={{ label: 'image unavailable', text: 'Image unavailable' }}
      />
      <div className="gallery-card__body stack gap-2">
        <h2 className="gallery-card__title">{image.title}</h2>
        {image.description ? <p className="note">{image.description}</p> : null}
        {image.tags.length ? (
          <ul className="gallery-card__tags cluster gap-2 plain-list" aria-label="Tags">
            {image.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className={cn(
                    'pill-toggle',
                    'gallery-tag--small',
                    activeTag === tag && 'pill-toggle--active',
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
    <li className="media-card gallery-card gallery-card--skeleton" aria-hidden="true">
      <Skeleton className="gallery-card__media" />
      <div className="gallery-card__body stack gap-2">
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
