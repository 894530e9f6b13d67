/**
 * The server's render of the public pages (spec 000/001: '/', /gallery, /contact,
 * /stylist-application, /submit-testimonial), shipped in the build as dist/server/entry-server.cjs
 * (scripts/prerender.mjs). The API (services/api features/site) calls `renderPage` with the
 * public reads each page shows, loaded from its database: the page's markup with its real
 * content, its own head tags, and the reads themselves in a data block, which the browser puts
 * into its query cache before hydrating (src/start.tsx), so both renders are the same. Nothing
 * user-specific is rendered: the sign-in check is left pending here, as in the browser's first
 * render. The build also renders '/' once with the catalog (dist/index.html), which the API
 * serves when it cannot render.
 */
import { DEFAULT_SERVICE_AREAS, listedTowns, type ServiceArea } from '@beauty/domain/service-areas';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticNavigation } from './app/navigation/browser-navigation';
import { AppProviders } from './app/providers';
import { PublicApp } from './app/public/public-app';
import { PRERENDERED_PAGES, type PrerenderedPath } from './app/routes/prerendered';
import { contactHeadTags } from './features/contact/seo';
import { galleryHeadTags } from './features/gallery/seo';
import { landingHeadTags } from './features/landing/seo';
import { applicationHeadTags } from './features/stylist-application/seo';
import { reviewHeadTags } from './features/testimonials/seo';
import { type PageData, pageDataElement, seedQueryCache } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { DEFAULT_BUSINESS_NAME, type SiteInfo } from './lib/site';

export { BUILD_ORIGIN_PLACEHOLDER } from '@beauty/domain/site-routes';
export { seededAddOns, seededServices } from './lib/catalog-queries';

/**
 * Each page's HTML document around its markup, written by scripts/prerender.mjs from the built
 * shell (its stylesheets and scripts) with markers where the page's parts go.
 */
declare const __PAGE_TEMPLATES__: Record<PrerenderedPath, string>;

export const PRERENDERED_PATHS = Object.keys(PRERENDERED_PAGES) as PrerenderedPath[];

/** The public reads (API paths, also their query keys) each page renders with (the footer names the service areas on every page). */
export const PAGE_READS: Record<PrerenderedPath, readonly string[]> = {
  '/': [
    '/api/site',
    '/api/services',
    '/api/add-ons',
    '/api/stylists',
    '/api/testimonials',
    '/api/service-areas',
  ],
  '/gallery': ['/api/site', '/api/service-areas', '/api/gallery'],
  '/contact': ['/api/site', '/api/service-areas'],
  '/stylist-application': ['/api/site', '/api/service-areas'],
  '/submit-testimonial': ['/api/site', '/api/service-areas'],
};

/**
 * The query parameters a page reads while rendering (the gallery's search and tag filters);
 * any other parameter changes nothing on it, so the server renders without it.
 */
export const PAGE_SEARCH_PARAMS: Record<PrerenderedPath, readonly string[]> = {
  '/': [],
  '/gallery': ['q', 'tag'],
  '/contact': [],
  '/stylist-application': [],
  '/submit-testimonial': [],
};

interface HeadInput {
  businessName: string;
  publicUrl?: string;
  data: PageData;
}

const HEADS: Record<PrerenderedPath, (input: HeadInput) => ReturnType<typeof landingHeadTags>> = {
  '/': ({ data, ...rest }) =>
    landingHeadTags({
      ...rest,
      towns: listedTowns((data['/api/service-areas'] as ServiceArea[] | undefined) ?? DEFAULT_SERVICE_AREAS),
    }),
  '/gallery': ({ data, ...rest }) =>
    galleryHeadTags({
      ...rest,
      images: data['/api/gallery'] as Parameters<typeof galleryHeadTags>[0]['images'],
    }),
  '/contact': ({ data, ...rest }) =>
    contactHeadTags({ ...rest, site: data['/api/site'] as SiteInfo | undefined }),
  '/stylist-application': applicationHeadTags,
  '/submit-testimonial': reviewHeadTags,
};

const noop = () => {};

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, path);
}

async function renderMarkup(app: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    // One document, no streaming: never outline a large Suspense boundary into a later chunk
    // that an inline script would have to swap in (the CSP forbids inline scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A section that fails here would ship as its loading state: fail the render instead.
    onError(error) {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  if (errors.length > 0) throw new AggregateError(errors, 'The page did not render cleanly');
  return html;
}

export interface PageRequest {
  path: PrerenderedPath;
  /** '?q=…&tag=…' with only the page's own parameters (PAGE_SEARCH_PARAMS), or ''. */
  search?: string;
  /** The page's reads (PAGE_READS), as the API answers them (JSON values). */
  data: PageData;
  /** The site's public address (PUBLIC_URL): canonical link, sharing tags, structured data. */
  publicUrl?: string;
  /** The name in the head tags when `data` has no '/api/site' (the build's copy of '/'). */
  businessName?: string;
}

/** The whole HTML document of a public page. */
export async function renderPage({
  path,
  search = '',
  data,
  publicUrl,
  businessName = DEFAULT_BUSINESS_NAME,
}: PageRequest): Promise<string> {
  const template = __PAGE_TEMPLATES__[path];
  if (!template) throw new Error(`No template for ${path}`);
  // Loaded up front, the lazy page renders in place: no Suspense fallback.
  await PRERENDERED_PAGES[path].preload();
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  // The tree the browser hydrates (src/start-public.tsx), at this one address.
  const location = { pathname: path, search, hash: '', key: 'default' };
  try {
    const markup = await renderMarkup(
      <StrictMode>
        <AppProviders client={queryClient}>
          <StaticNavigation location={location}>
            <PublicApp onSignedInHome={noop} />
          </StaticNavigation>
        </AppProviders>
      </StrictMode>,
    );
    const site = data['/api/site'] as SiteInfo | undefined;
    const head = HEADS[path]({ businessName: site?.businessName ?? businessName, publicUrl, data });
    // Functions as replacements: a '$' in the content is text, not a replacement pattern.
    return template
      .replace('<!--page-title-->', () => head.title)
      .replace('<!--page-description-->', () => head.description)
      .replace('<!--page-head-->', () => head.extra.join('\n    '))
      .replace('<!--page-root-->', () => markup)
      .replace('<!--page-data-->', () => pageDataElement(data));
  } finally {
    queryClient.clear();
  }
}
