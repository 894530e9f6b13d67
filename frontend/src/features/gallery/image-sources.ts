import type { GalleryImage } from '@beauty/domain/schemas/gallery';

type Sized = Pick<GalleryImage, 'imageUrl' | 'width' | 'height' | 'variants'>;

/** Column widths of the gallery grid (see gallery.css), so the browser picks the right variant. */
export const GALLERY_IMAGE_SIZES = '(min-width: 56rem) min(23rem, 31vw), (min-width: 34rem) 46vw, 92vw';

/** Portrait frame every card shares, so rows line up whatever the photo's shape. */
export const FRAME = { width: 4, height: 5 } as const;

export interface ImageSources {
  src: string;
  srcSet: string | undefined;
  /** The largest file there is: what a visitor opens in a new tab. */
  fullSize: string;
  width: number;
  height: number;
}

/** src, srcset and intrinsic size for an image from its WebP variants (widths 480, 960, 1600). */
export function imageSources(image: Sized): ImageSources {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  const middle = variants.find((v) => v.width >= 900) ?? largest;
  const width = largest?.width ?? image.width ?? FRAME.width * 240;
  const height = largest?.height ?? image.height ?? FRAME.height * 240;
  return {
    src: middle?.url ?? image.imageUrl,
    srcSet: variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined,
    fullSize: largest?.url ?? image.imageUrl,
    width,
    height,
  };
}
