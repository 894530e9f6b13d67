/**
 * The web app's pages (spec 000 section 2), in one place: the client router builds its routes
 * from this list, the API answers 200 with the app only for these paths (any other page is a 404
 * that shows the app's not-found page), and the sitemap lists the ones marked `sitemap`.
 */
export const SITE_ROUTES = [
  { path: '/', sitemap: true },
  { path: '/book', sitemap: false },
  { path: '/bookings', sitemap: false },
  { path: '/bookings/:id', sitemap: false },
  { path: '/account', sitemap: false },
  { path: '/stylist', sitemap: false },
  { path: '/admin', sitemap: false },
  { path: '/admin/stylists', sitemap: false },
  { path: '/admin/business', sitemap: false },
  { path: '/admin/applications', sitemap: false },
  { path: '/gallery', sitemap: true },
  { path: '/stylist-application', sitemap: true },
  { path: '/submit-testimonial', sitemap: true },
  { path: '/contact', sitemap: true },
  { path: '/privacy', sitemap: true },
  { path: '/terms', sitemap: true },
] as const satisfies ReadonlyArray<{ path: string; sitemap: boolean }>;

export type SitePath = (typeof SITE_ROUTES)[number]['path'];

/** The public pages a search engine may list (no sign-in, account, staff or admin pages). */
export const SITEMAP_PATHS: readonly SitePath[] = SITE_ROUTES.filter((route) => route.sitemap).map(
  (route) => route.path,
);

/**
 * Whether the client router shows a page (other than its not-found page) at `pathname`, matching
 * as react-router does: case-insensitive, trailing slashes ignored, a `:param` any one segment.
 */
export function isSitePath(pathname: string): boolean {
  const actual = (pathname.replace(/\/+$/, '') || '/').toLowerCase().split('/');
  return SITE_ROUTES.some((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === actual.length &&
      pattern.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
    );
  });
}

/**
 * The origin the build writes into the prerendered page's absolute addresses (canonical link,
 * og:url, og:image, the structured data's url). The built files are the same wherever they run:
 * the server puts its own PUBLIC_URL's origin in its place when it reads the page, so a Docker
 * image built once has the right addresses on every host. `.invalid` is reserved (RFC 2606): a
 * page served unchanged by mistake links nowhere real.
 */
export const BUILD_ORIGIN_PLACEHOLDER = 'https://public-url.invalid';

/** A built page with the placeholder origin replaced by the site's public origin ('https://host[:port]'). */
export function withPublicOrigin(html: string, origin: string): string {
  return html.replaceAll(BUILD_ORIGIN_PLACEHOLDER, origin);
}
