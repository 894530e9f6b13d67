import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { pageHeadTags } from '@/lib/page-head';
import { galleryStructuredData } from './use-gallery-structured-data';

/** /gallery's title, description and keywords: the same words in the served HTML and after hydration. */
export const GALLERY_TITLE = 'Professional Hair & Makeup Gallery';
export const GALLERY_DESCRIPTION =
  'Browse bridal, wedding party and special event hair and makeup by our mobile beauty team in Puyallup, Tacoma and the South Puget Sound.';
export const GALLERY_KEYWORDS =
  'bridal makeup gallery, wedding hair gallery, bridal hair and makeup photos, updos, special event makeup, Puyallup, Tacoma, South Puget Sound';
/** The id of its JSON-LD block: the page replaces the served one rather than adding a second. */
export const GALLERY_STRUCTURED_DATA_ID = 'gallery-structured-data';

export const galleryPageTitle = (businessName: string) => `${GALLERY_TITLE} | ${businessName}`;

/** The head tags the server writes for /gallery, with the public images it shows. */
export function galleryHeadTags({
  businessName,
  publicUrl,
  images,
}: {
  businessName: string;
  publicUrl?: string;
  images: readonly GalleryImage[] | undefined;
}) {
  return pageHeadTags({
    title: galleryPageTitle(businessName),
    description: GALLERY_DESCRIPTION,
    path: '/gallery',
    businessName,
    publicUrl,
    keywords: GALLERY_KEYWORDS,
    structuredData: [
      {
        id: GALLERY_STRUCTURED_DATA_ID,
        data: galleryStructuredData({
          name: GALLERY_TITLE,
          description: GALLERY_DESCRIPTION,
          businessName,
          images,
          origin: publicUrl ? new URL(publicUrl).origin : undefined,
        }),
      },
    ],
  });
}
