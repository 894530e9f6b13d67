/** Upload purposes and their limits, enforced where the bytes land (no schema library here). */
export const UPLOAD_PURPOSES = ['consultation-inspiration', 'resume', 'gallery', 'stylist-photo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Size and type limits, enforced where the bytes land. */
export const UPLOAD_LIMITS: Record<UploadPurpose, { maxBytes: number; contentTypes: readonly string[] }> = {
  'consultation-inspiration': {
    maxBytes: 10 * 1024 * 1024,
    contentTypes: ['image/webp', 'image/jpeg', 'image/png'],
  },
  resume: { maxBytes: 5 * 1024 * 1024, contentTypes: ['application/pdf'] },
  gallery: { maxBytes: 10_485_760, contentTypes: ['image/webp', 'image/jpeg', 'image/png', 'image/avif'] },
  'stylist-photo': { maxBytes: 10_485_760, contentTypes: ['image/webp', 'image/jpeg', 'image/png'] },
};

/** The largest file of `purpose`, in whole MB, as the forms and messages say it ('up to 10 MB'). */
export function maxMegabytes(purpose: UploadPurpose): number {
  return Math.round(UPLOAD_LIMITS[purpose].maxBytes / (1024 * 1024));
}

/** How the messages name each accepted content type, in the order they list them. */
const CONTENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'application/pdf': 'PDF',
};

/** The file types `purpose` accepts, as the messages say them ('JPEG, PNG or WebP'). */
export function fileTypesInWords(purpose: UploadPurpose): string {
  const { contentTypes } = UPLOAD_LIMITS[purpose];
  const names = Object.entries(CONTENT_TYPE_NAMES)
    .filter(([type]) => contentTypes.includes(type))
    .map(([, name]) => name);
  const last = names.pop() ?? '';
  return names.length > 0 ? `${names.join(', ')} or ${last}` : last;
}

/** Widths of the WebP variants the images worker produces. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * A stylist's portrait: square WebP crops at these widths (the About card shows it at most
 * 480 CSS px, so 960 covers 2x screens).
 */
export const STYLIST_PHOTO_WIDTHS = [480, 960] as const;
