import { SITE_ROUTES } from '@beauty/domain/site-routes';

/**
 * The routes of frontend/src/app/router.tsx as relative paths ('' is the index route): the pages
 * of the shared route table it is built from, and the paths written in the router itself (the
 * not-found screen's '*').
 */
export function routerPaths(routerSource: string): string[] {
  const written = [...routerSource.matchAll(/\bpath:\s*'([^']*)'/g)].map((match) => match[1]!);
  return [...SITE_ROUTES.map(({ path }) => path.slice(1)), ...written];
}
