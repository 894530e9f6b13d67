import { IMAGE_ADDRESS_PREFIX, imageAddress } from '@beauty/domain/image-address';
import type { GalleryImage } from '@beauty/domain/schemas/gallery';

const CLOUD_STORAGE_HOSTS = ['storage.googleapis.com', 'storage.cloud.google.com'];

/**
 * Spec 001 section 7: an uploaded image whose address is on a cloud storage host is shown
 * through /api/images/{name}. Our own addresses ('/api/images/<id>') are kept as they are.
 */
export function displayImageUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local.invalid');
  } catch {
    return url;
  }
  if (!CLOUD_STORAGE_HOSTS.includes(parsed.hostname)) return url;
  const name = parsed.pathname.split('/').filter(Boolean).at(-1);
  return name ? imageAddress(name) : url;
}

/** A sized WebP of one of our images ('/api/images/<id>?w=480'); other addresses as they are. */
export function sizedImageUrl(url: string, width: number): string {
  const shown = displayImageUrl(url);
  if (!shown.startsWith(IMAGE_ADDRESS_PREFIX) || shown.includes('?')) return shown;
  return imageAddress(shown.slice(IMAGE_ADDRESS_PREFIX.length), width);
}

/** Column widths of the admin gallery grid (see admin.css), so the browser picks the right size. */
export const ADMIN_GALLERY_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 46vw, 92vw';

export interface Thumbnail {
  src: string;
  srcSet: string | undefined;
  /** The largest size there is: what opens in a new tab. */
  fullSize: string;
  width: number | undefined;
  height: number | undefined;
}

/** A grid thumbnail of a gallery image from its WebP variants (480, 960, 1600 wide). */
export function galleryThumbnail(
  image: Pick<GalleryImage, 'imageUrl' | 'variants' | 'width' | 'height'>,
): Thumbnail {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  const small = variants.find((v) => v.width >= 480) ?? largest;
  return {
    src: small?.url ?? sizedImageUrl(image.imageUrl, 480),
    srcSet: variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined,
    fullSize: largest?.url ?? displayImageUrl(image.imageUrl),
    width: largest?.width ?? image.width ?? undefined,
    height: largest?.height ?? image.height ?? undefined,
  };
}
