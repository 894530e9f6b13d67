import { type Static, Type } from '@sinclair/typebox';
import { toasts } from '../messages';
import { LIMITS, nullable, optionalText, requiredText, strictObject, uuid } from './fields';
import { cursorParam } from './user';

const tags = Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.tag, pattern: '\\S' }), {
  maxItems: LIMITS.tags,
  errorMessage: `Up to ${LIMITS.tags} tags of at most ${LIMITS.tag} characters`,
});

/** POST /api/admin/gallery. */
export const galleryImageInput = strictObject(
  {
    title: requiredText(toasts.titleRequired.description, { max: LIMITS.title }),
    description: optionalText(LIMITS.notes),
    imageUrl: requiredText('An uploaded image is required', { max: LIMITS.url }),
    tags: Type.Optional(tags),
    isPublic: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
  },
  { $id: 'GalleryImageInput' },
);
export type GalleryImageInput = Static<typeof galleryImageInput>;

/** PUT /api/admin/gallery/{id}. */
export const galleryImageUpdate = strictObject(
  {
    title: Type.Optional(requiredText(toasts.titleRequired.description, { max: LIMITS.title })),
    description: optionalText(LIMITS.notes),
    tags: Type.Optional(tags),
    isPublic: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })),
  },
  { $id: 'GalleryImageUpdate' },
);
export type GalleryImageUpdate = Static<typeof galleryImageUpdate>;

/** POST /api/admin/gallery/process-image. */
export const processImageInput = strictObject(
  { imageUrl: requiredText('imageUrl is required', { max: LIMITS.url }) },
  { $id: 'ProcessImageInput' },
);
export type ProcessImageInput = Static<typeof processImageInput>;

export const imageVariant = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.String(),
});

export const galleryImage = Type.Object({
  id: uuid(),
  title: Type.String(),
  description: nullable(Type.String()),
  imageUrl: Type.String(),
  tags: Type.Array(Type.String()),
  isPublic: Type.Boolean(),
  width: nullable(Type.Integer()),
  height: nullable(Type.Integer()),
  variants: Type.Array(imageVariant),
});
export type GalleryImage = Static<typeof galleryImage>;

/** GET /api/admin/gallery: how many images one answer holds. */
export const ADMIN_GALLERY_PAGE_SIZE = 50;

/**
 * GET /api/admin/gallery: every image, public and private, newest first, ADMIN_GALLERY_PAGE_SIZE
 * a page; `before` asks for the page after a Next-Cursor header.
 */
export const adminGalleryQuery = strictObject({ before: cursorParam() }, { $id: 'AdminGalleryQuery' });
export type AdminGalleryQuery = Static<typeof adminGalleryQuery>;
