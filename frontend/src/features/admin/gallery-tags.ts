import { LIMITS } from '@beauty/domain/limits';

/** At most this many tags per image, each at most LIMITS.tag characters (the server's rule). */
export const MAX_TAGS = LIMITS.tags;
export const MAX_TAG_LENGTH = LIMITS.tag;

export type AddTagResult =
  | { added: true; tags: string[] }
  | { added: false; tags: readonly string[]; reason: 'empty' | 'duplicate' | 'full' };

/**
 * Add what was typed as a tag (spec 001 gallery management): trimmed; an empty tag and one
 * already there (in any letter case) are ignored, as is one beyond the limit.
 */
export function addTag(tags: readonly string[], typed: string): AddTagResult {
  const tag = typed.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
  if (!tag) return { added: false, tags, reason: 'empty' };
  const key = tag.toLowerCase();
  if (tags.some((existing) => existing.toLowerCase() === key))
    return { added: false, tags, reason: 'duplicate' };
  if (tags.length >= MAX_TAGS) return { added: false, tags, reason: 'full' };
  return { added: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
