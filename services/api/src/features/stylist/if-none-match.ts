/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 13.1.2: weak comparison, '*' for
 * any). Evaluated here rather than by Koa's `fresh`, which, made for caches, treats a request's
 * Cache-Control: no-cache as stale, and fetch() adds exactly that beside an If-None-Match.
 */
export function ifNoneMatchHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
