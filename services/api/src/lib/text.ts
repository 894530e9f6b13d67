/** Optional text as stored: trimmed, and blank (or an unchosen select) as null. */
export const blankToNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;
