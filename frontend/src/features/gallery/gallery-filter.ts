import type { GalleryImage } from '@beauty/domain/schemas/gallery';

/** Spec 001 section 5: search is case-insensitive over title and description; the tag must match exactly. */
export interface GalleryFilter {
  search: string;
  tag: string | null;
}

type Filterable = Pick<GalleryImage, 'title' | 'description' | 'tags'>;

/** Every tag used by at least one image, once each, sorted. */
export function distinctTags(images: readonly Filterable[]): string[] {
  const tags = new Set<string>();
  for (const image of images) for (const tag of image.tags) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}

export function filterGalleryImages<T extends Filterable>(images: readonly T[], filter: GalleryFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return images.filter((image) => {
    if (filter.tag !== null && !image.tags.includes(filter.tag)) return false;
    if (!needle) return true;
    return (
      image.title.toLowerCase().includes(needle) || (image.description ?? '').toLowerCase().includes(needle)
    );
  });
}

/** '3 images tagged with "bridal" matching "updo"' (each suffix only when that filter applies). */
export function resultsCountText(count: number, filter: GalleryFilter): string {
  const search = filter.search.trim();
  let text = `${count} ${count === 1 ? 'image' : 'images'}`;
  if (filter.tag !== null) text += ` tagged with "${filter.tag}"`;
  if (search) text += ` matching "${search}"`;
  return text;
}
