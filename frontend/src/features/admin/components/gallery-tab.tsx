import { galleryMessages } from '@beauty/domain/messages';
import { useRef } from 'react';
import { ImageIcon } from '@/components/icons';
import { EmptyState } from '@/components/list-states';
import { useAdminGalleryImages } from '../api/get-gallery-images';
import { GalleryAdminCard, GalleryAdminCardSkeleton } from './gallery-admin-card';
import { GalleryUploadForm } from './gallery-upload-form';
import { ListError, ShowOlder } from './list-states';

/** Spec 001 section 9: six placeholder cards while the admin gallery loads. */
const SKELETON_CARDS = 6;

/**
 * Tab 4 (spec 001): gallery management, the upload form above the grid of every image, newest
 * first, 50 at a time ('Show more images' reads the next 50).
 */
export function GalleryTab() {
  const gallery = useAdminGalleryImages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = gallery.data?.total;

  return (
    <div className="admin-gallery">
      <GalleryUploadForm />
      <section className="stack gap-5" aria-labelledby="admin-gallery-heading">
        <div className="admin-gallery__heading-row cluster">
          <h3 id="admin-gallery-heading" ref={headingRef} tabIndex={-1} className="admin-section-title">
            Gallery Images
          </h3>
          {count !== undefined && count > 0 ? (
            <p className="note">
              {count} {count === 1 ? 'image' : 'images'}
            </p>
          ) : null}
        </div>
        {gallery.isPending ? (
          <>
            <p role="status" className="visually-hidden">
              Loading gallery images…
            </p>
            <ul className="admin-gallery__grid plain-list" aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <GalleryAdminCardSkeleton key={index} />
              ))}
            </ul>
          </>
        ) : gallery.isError ? (
          <ListError what="gallery images" onRetry={() => gallery.refetch()} />
        ) : gallery.data.images.length === 0 ? (
          <EmptyState
            boxed
            titleAs="h3"
            icon={<ImageIcon />}
            title={galleryMessages.empty}
            text="Images you upload above appear here, and on the public gallery when they are public."
          />
        ) : (
          <>
            <ul className="admin-gallery__grid plain-list">
              {gallery.data.images.map((image) => (
                <GalleryAdminCard
                  key={image.id}
                  image={image}
                  onDeleted={() => headingRef.current?.focus()}
                />
              ))}
            </ul>
            <ShowOlder list={gallery} label="Show more images" what="next images" />
          </>
        )}
      </section>
    </div>
  );
}
