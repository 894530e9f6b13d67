import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { useEffect } from 'react';
import { imageSources } from './image-sources';

/** <meta name="keywords"> while the page is shown (useDocumentMeta covers title and description). */
export function useMetaKeywords(keywords: string): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'keywords';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = keywords;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [keywords]);
}

export interface GalleryStructuredDataInput {
  name: string;
  description: string;
  businessName: string;
  images: readonly GalleryImage[] | undefined;
  /**
   * The site's origin for absolute addresses: the server passes its PUBLIC_URL's, the browser
   * its own (the default). Without either (the page's own render on the server, whose effects
   * never run) the addresses stay relative.
   */
  origin?: string;
}

/** schema.org ImageGallery for the public images; absolute addresses, as search engines expect. */
export function galleryStructuredData({
  name,
  description,
  businessName,
  images,
  origin = typeof window === 'undefined' ? undefined : window.location.origin,
}: GalleryStructuredDataInput) {
  const absolute = (url: string) => (origin ? new URL(url, origin).href : url);
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name,
    description,
    url: absolute('/gallery'),
    publisher: { '@type': 'BeautySalon', name: businessName, url: absolute('/') },
    image: (images ?? []).map((image) => {
      const sources = imageSources(image);
      return {
        '@type': 'ImageObject',
        name: image.title,
        ...(image.description ? { description: image.description } : {}),
        contentUrl: absolute(sources.fullSize),
        width: sources.width,
        height: sources.height,
        ...(image.tags.length ? { keywords: image.tags.join(', ') } : {}),
      };
    }),
  };
}

/**
 * JSON-LD as a <script type="application/ld+json"> node: data, never executed, so the
 * Content-Security-Policy (no inline scripts) does not apply to it.
 */
export function useJsonLd(id: string, data: unknown): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    script.textContent = json;
    document.getElementById(id)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [id, json]);
}
