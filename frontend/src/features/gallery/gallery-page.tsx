import { galleryMessages } from '@beauty/domain/messages';
import { useMemo } from 'react';
import { useSearchParams } from '@/app/navigation/navigation';
import { ImageIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { useGalleryImages } from './api/get-gallery-images';
import { GalleryCard, GalleryCardSkeleton } from './components/gallery-card';
import { GalleryToolbar } from './components/gallery-toolbar';
import { distinctTags, filterGalleryImages, resultsCountText } from './gallery-filter';
import {
  GALLERY_DESCRIPTION as DESCRIPTION,
  GALLERY_STRUCTURED_DATA_ID,
  galleryPageTitle,
  GALLERY_KEYWORDS as KEYWORDS,
  GALLERY_TITLE as TITLE,
} from './seo';
import { galleryStructuredData, useJsonLd, useMetaKeywords } from './use-gallery-structured-data';
import './gallery.css';

/** Spec 001 section 9: eight placeholder cards while the images load. */
const SKELETON_CARDS = 8;
/** The first row is above the fold: load it at once. */
const EAGER_CARDS = 3;
const TOOLBAR_ID = 'gallery-filters';

/** /gallery (spec 001): search and tag filters over the public images. Filters live in the URL. */
export function GalleryPage() {
  const businessName = useBusinessName();
  const gallery = useGalleryImages();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const tag = params.get('tag');

  useDocumentMeta({ title: galleryPageTitle(businessName), description: DESCRIPTION });
  useMetaKeywords(KEYWORDS);
  useMarkHydrated();
  useJsonLd(
    GALLERY_STRUCTURED_DATA_ID,
    galleryStructuredData({ name: TITLE, description: DESCRIPTION, businessName, images: gallery.data }),
  );

  const tags = useMemo(() => (gallery.data ? distinctTags(gallery.data) : null), [gallery.data]);
  const visible = useMemo(
    () => filterGalleryImages(gallery.data ?? [], { search, tag }),
    [gallery.data, search, tag],
  );

  const updateFilter = (next: { q?: string; tag?: string | null }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      // Typing and filtering refine this page; they are not new history entries or scroll jumps.
      { replace: true, preventScrollReset: true },
    );
  };
  const selectTagFromCard = (selected: string) => {
    updateFilter({ tag: selected });
    // Bring the filters back into view so the chosen tag (and the way back to All) can be seen.
    const toolbar = document.getElementById(TOOLBAR_ID);
    if (toolbar && toolbar.getBoundingClientRect().top < 0) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      toolbar.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  };
  const filtering = search.trim() !== '' || tag !== null;

  return (
    <>
      <PageHeader
        eyebrow="Portfolio"
        title={TITLE}
        lead="Bridal, wedding party and special event looks created by our team. Select a photo to see it full size."
      />
      <div className="container page-section gallery">
        <GalleryToolbar
          id={TOOLBAR_ID}
          search={search}
          onSearchChange={(q) => updateFilter({ q })}
          tags={tags}
          activeTag={tag}
          onTagChange={(selected) => updateFilter({ tag: selected })}
        />
        <section className="gallery-results" aria-label="Gallery images">
          {/* One live region for the whole life of the page, so every change of the count is announced. */}
          <p role="status" className="gallery-count note">
            {gallery.isPending ? (
              <span className="visually-hidden">Loading images…</span>
            ) : gallery.isError ? null : (
              resultsCountText(visible.length, { search, tag })
            )}
          </p>
          {gallery.isPending ? (
            <ul className="gallery-grid stack gap-6 plain-list" aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <GalleryCardSkeleton key={index} />
              ))}
            </ul>
          ) : gallery.isError ? (
            <div className="gallery-empty stack gap-3" role="alert">
              <ImageIcon className="gallery-empty__icon" />
              <h2>The gallery could not be loaded</h2>
              <p className="muted">Please check your connection and try again.</p>
              <Button variant="outline" onClick={() => gallery.refetch()}>
                Try Again
              </Button>
            </div>
          ) : visible.length ? (
            <ul className="gallery-grid stack gap-6 plain-list">
              {visible.map((image, index) => (
                <GalleryCard
                  key={image.id}
                  image={image}
                  eager={index < EAGER_CARDS}
                  activeTag={tag}
                  onSelectTag={selectTagFromCard}
                />
              ))}
            </ul>
          ) : (
            <div className="gallery-empty stack gap-3">
              <ImageIcon className="gallery-empty__icon" />
              <h2>{galleryMessages.noImagesFound}</h2>
              {filtering ? (
                <>
                  <p className="muted">Try another word or tag, or browse the whole portfolio.</p>
                  <Button variant="outline" onClick={() => updateFilter({ q: '', tag: null })}>
                    Show All Images
                  </Button>
                </>
              ) : (
                <p className="muted">New photos of our work are on their way. Please check back soon.</p>
              )}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
