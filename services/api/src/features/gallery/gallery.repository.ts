import { imageAddress } from '@beauty/domain/image-address';
import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import type { Knex } from 'knex';

/**
 * The public gallery is small (a portfolio, not a photo archive) and the page searches and
 * filters it in the browser, so it gets every public image at once, capped here so a runaway
 * table cannot make the answer unbounded. Past this cap the page would need paging.
 */
export const PUBLIC_GALLERY_LIMIT = 500;

interface GalleryRow {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  tags: string[];
  isPublic: boolean;
  uploadId: string | null;
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; height: number }>;
}

/** Gallery images newest first, each with its WebP variants: one query, no query per image. */
function galleryQuery(knex: Knex) {
  return knex('gallery_images as g')
    .leftJoin('uploads as u', 'u.id', 'g.uploadId')
    .leftJoin('image_variants as v', 'v.uploadId', 'g.uploadId')
    .groupBy('g.id', 'u.id')
    .orderBy([
      { column: 'g.createdAt', order: 'desc' },
      { column: 'g.id', order: 'desc' },
    ])
    .select(
      'g.id',
      'g.title',
      'g.description',
      'g.imageUrl',
      'g.tags',
      'g.isPublic',
      'g.uploadId',
      'u.width',
      'u.height',
      knex.raw(
        `coalesce(json_agg(json_build_object('width', v.width, 'height', v.height) order by v.width)
           filter (where v.upload_id is not null), '[]'::json) as variants`,
      ),
    );
}

function toGalleryImage(row: GalleryRow): GalleryImage {
  const { uploadId } = row;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    tags: row.tags,
    isPublic: row.isPublic,
    width: row.width,
    height: row.height,
    // Sizes exist only for an image uploaded here (an upload id).
    variants: uploadId
      ? row.variants.map((v) => ({
          width: v.width,
          height: v.height,
          url: imageAddress(uploadId, v.width),
        }))
      : [],
  };
}

/** Public images for /gallery. */
export async function listPublicGalleryImages(knex: Knex): Promise<GalleryImage[]> {
  const rows: GalleryRow[] = await galleryQuery(knex).where('g.isPublic', true).limit(PUBLIC_GALLERY_LIMIT);
  return rows.map(toGalleryImage);
}

/** Every image, public and private, for the admin's gallery management. */
export async function listAllGalleryImages(knex: Knex): Promise<GalleryImage[]> {
  const rows: GalleryRow[] = await galleryQuery(knex);
  return rows.map(toGalleryImage);
}

export async function findGalleryImage(knex: Knex, id: string): Promise<GalleryImage | null> {
  const row: GalleryRow | undefined = await galleryQuery(knex).where('g.id', id).first();
  return row ? toGalleryImage(row) : null;
}
