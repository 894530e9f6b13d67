/**
 * The one way an uploaded file is addressed: '/api/images/<upload id>' (the original, for
 * attachments such as a resume), '/api/images/<upload id>?w=<width>' (one WebP size of an image).
 * Every address is built by `imageAddress` and read back by `uploadIdOfAddress`.
 */
export const IMAGE_ADDRESS_PREFIX = '/api/images/';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '/api/images/<id>', or with `width` one WebP size of it: '/api/images/<id>?w=480'. */
export function imageAddress(uploadId: string, width?: number): string {
  return width === undefined
    ? `${IMAGE_ADDRESS_PREFIX}${uploadId}`
    : `${IMAGE_ADDRESS_PREFIX}${uploadId}?w=${width}`;
}

/**
 * The upload id an address names: '/api/images/<uuid>' exactly (no size, no query), or the same
 * on `origin` (our public site); lower case. null for anything else, so a stored or submitted
 * address can never point elsewhere ('/api/images/../x', another host, a size variant).
 */
export function uploadIdOfAddress(address: string, origin?: string): string | null {
  let path = address.trim();
  if (origin && path.startsWith(`${origin}/`)) path = path.slice(origin.length);
  if (!path.startsWith(IMAGE_ADDRESS_PREFIX)) return null;
  const id = path.slice(IMAGE_ADDRESS_PREFIX.length);
  return UPLOAD_ID.test(id) ? id.toLowerCase() : null;
}
