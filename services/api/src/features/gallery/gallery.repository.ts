import { imageAddress } from '@beauty/domain/image-address';
import { ADMIN_GALLERY_PAGE_SIZE, type GalleryImage } from '@beauty/domain/schemas/gallery';
import type { Knex } from 'knex';
import { cursorTimeSql, newestFirst, type Page, pageOf, type TimeCursor } from '../../lib/keyset';

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
  /** created_at to the microsecond, for the Next-Cursor (the admin's pages only). */
  cursorAt?: string;
}

/**
 * Gallery images newest first, each with its WebP variants: one query, no query per image.
 * With `page`, from that page of the table picked first (so only its variants are read).
 */
function galleryQuery(knex: Knex, page?: Knex.QueryBuilder) {
  const images: Knex.QueryBuilder = page ? knex.from(page.as('g')) : knex('gallery_images as g');
  return images
    .leftJoin('uploads as u', 'u.id', 'g.uploadId')
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
        `coalesce((select json_agg(json_build_object('width', v.width, 'height', v.height) order by v.width)
           from image_variants v where v.upload_id = g.upload_id), '[]'::json) as variants`,
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

/**
 * The admin's gallery management: every image, public and private, newest first by
 * (created_at, id), ADMIN_GALLERY_PAGE_SIZE a page; `nextCursor` (the Next-Cursor header) asks
 * for the page after (`?before=`). The page's images are picked first (gallery_images_created_idx),
 * then only they are joined to their variants.
 */
export async function listAllGalleryImages(
  knex: Knex,
  before: TimeCursor | null = null,
): Promise<Page<GalleryImage>> {
  const limit = ADMIN_GALLERY_PAGE_SIZE;
  const page = knex('gallery_images')
    .modify(newestFirst(before, limit + 1))
    .select('*');
  const rows: GalleryRow[] = await galleryQuery(knex, page).select(
    knex.raw(`${cursorTimeSql('g.created_at')} as cursor_at`),
  );
  const { rows: shown, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.cursorAt ?? '', id: row.id }));
  return { items: shown.map(toGalleryImage), nextCursor };
}

/** How many images the gallery holds, public and private (the admin tab's count). */
export async function countGalleryImages(knex: Knex): Promise<number> {
  const row = await knex('gallery_images').count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function findGalleryImage(knex: Knex, id: string): Promise<GalleryImage | null> {
  const row: GalleryRow | undefined = await galleryQuery(knex).where('g.id', id).first();
  return row ? toGalleryImage(row) : null;
}

/** A new gallery record (its upload already claimed for it). */
export async function insertGalleryImage(
  trx: Knex.Transaction,
  image: {
    id: string;
    title: string;
    description: string | null;
    imageUrl: string;
    uploadId: string | undefined;
    tags: string[];
    isPublic: boolean;
  },
): Promise<void> {
  await trx('gallery_images').insert(image);
}

/** Apply the given changes to a gallery record; the count of records changed (0: unknown id). */
export async function updateGalleryImageRow(
  trx: Knex.Transaction,
  id: string,
  changes: { title?: string; description?: string | null; tags?: string[]; isPublic?: boolean },
): Promise<number> {
  return trx('gallery_images')
    .where({ id })
    .update({ ...changes, updatedAt: trx.fn.now() });
}

/** Delete a gallery record; its id and upload, or undefined for an unknown id. */
export async function deleteGalleryImageRow(
  trx: Knex.Transaction,
  id: string,
): Promise<{ id: string; uploadId: string | null } | undefined> {
  const [row] = await trx('gallery_images').where({ id }).delete().returning(['id', 'uploadId']);
  return row;
}

/** When the gallery last changed (the newest updatedAt of any record), or null while it is empty. */
export async function galleryChangedAt(knex: Knex): Promise<Date | null> {
  const row = await knex('gallery_images').max({ at: 'updatedAt' }).first();
  const at = row?.at as Date | string | null | undefined;
  return at ? new Date(at) : null;
}
