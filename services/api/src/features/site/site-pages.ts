import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PublicCacheKey } from '@beauty/server/public-cache/public-cache';
import type { AppDeps } from '../../deps';
import { currentBusinessSettings, siteInfoOf } from '../business-settings/business-settings.service';
import {
  listActiveStylists,
  listAddOns,
  listApprovedTestimonials,
  listServices,
} from '../catalog/catalog.repository';
import { listPublicGalleryImages } from '../gallery/gallery.repository';
import { loadServiceAreas } from '../staffing/staffing.repository';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The public reads the prerendered pages show, by the API path that answers them (the page's
 * query key), each with the public cache key its changes drop: the same reads as the GET routes
 * (features/catalog, gallery, staffing, site), so a page shows what the API answers.
 */
const PUBLIC_READS: Record<string, { key: PublicCacheKey; load: (deps: AppDeps) => Promise<unknown> }> = {
  '/api/site': {
    key: 'business-settings',
    load: async (deps) => siteInfoOf(await currentBusinessSettings(deps), deps.config.booking.holdHours),
  },
  '/api/services': { key: 'services', load: (deps) => listServices(deps.knex) },
  '/api/add-ons': { key: 'add-ons', load: (deps) => listAddOns(deps.knex) },
  '/api/stylists': { key: 'stylists', load: (deps) => listActiveStylists(deps.knex) },
  '/api/testimonials': { key: 'testimonials', load: (deps) => listApprovedTestimonials(deps.knex) },
  '/api/gallery': { key: 'gallery', load: (deps) => listPublicGalleryImages(deps.knex) },
  '/api/service-areas': { key: 'service-areas', load: (deps) => loadServiceAreas(deps.knex, 'offered') },
};

/** What frontend/dist/server/entry-server.cjs exports (frontend/src/entry-server.tsx). */
interface ServerEntry {
  PRERENDERED_PATHS: readonly string[];
  PAGE_READS: Record<string, readonly string[]>;
  PAGE_SEARCH_PARAMS: Record<string, readonly string[]>;
  renderPage(request: {
    path: string;
    search?: string;
    data: Record<string, unknown>;
    publicUrl?: string;
  }): Promise<string>;
}

/** A rendered page with its compressed copies, made once per content version. */
export interface RenderedPage {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** One read as the page data carries it: the API's JSON, parsed once, and its hash. */
interface PageRead {
  value: unknown;
  hash: string;
}

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url');

export interface SitePages {
  /** The page's path when the server renders it ('/gallery'), else null: exact paths only. */
  pathOf(pathname: string): string | null;
  /** The rendered page for `pathname` (one of pathOf's) and the request's query string. */
  render(pathname: string, search: URLSearchParams): Promise<RenderedPage>;
}

/**
 * The public pages rendered with their real content (issue 15): the frontend's server render,
 * fed from the same reads as the public API. A rendered page is kept until one of its reads
 * changes: reads come from the public cache (lib/public-cache.ts), whose keys every change
 * drops in every API process (a review approved, a gallery image added or hidden, Business
 * Settings saved), and a page is rendered again only when what it shows is different. A page
 * asked for with its own query parameters (/gallery?tag=…) is rendered for that request and not
 * kept (there is no end to those). Without a server build (`distDir` has no
 * server/entry-server.cjs), null: the built files are served as they are.
 */
export function createSitePages(deps: AppDeps, distDir: string): SitePages | null {
  const file = path.join(distDir, 'server', 'entry-server.cjs');
  if (!existsSync(file)) return null;
  let entry: ServerEntry | null = null;
  let loadFailed = false;
  const server = (): ServerEntry => {
    // Required on first use: a process that never serves a page never parses the bundle.
    entry ??= require(file) as ServerEntry;
    return entry;
  };
  const publicUrl = deps.config.publicUrl.href;
  const kept = new Map<string, { fingerprint: string; page: Promise<RenderedPage> }>();

  async function read(apiPath: string): Promise<PageRead> {
    const source = PUBLIC_READS[apiPath];
    if (!source) throw new Error(`No public read for ${apiPath}`);
    const load = async (): Promise<PageRead> => {
      // What the GET route sends: dates as ISO strings, no undefined fields.
      const json = JSON.stringify(await source.load(deps));
      return { value: JSON.parse(json), hash: sha1(json) };
    };
    return deps.publicCache ? deps.publicCache.value(source.key, `page ${apiPath}`, load) : load();
  }

  /** Compressed at the best settings when kept, quickly for a copy made for one request. */
  async function compress(html: string, toKeep: boolean): Promise<RenderedPage> {
    const identity = Buffer.from(html);
    const [gz, br] = await Promise.all([
      gzip(identity, { level: toKeep ? 9 : 6 }),
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: toKeep ? 11 : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    return { etag: `W/"${sha1(identity)}"`, identity, gzip: gz, br };
  }

  return {
    pathOf(pathname) {
      try {
        return server().PRERENDERED_PATHS.includes(pathname) ? pathname : null;
      } catch (error) {
        // A server build that cannot be loaded: the built files are served, and the log says why.
        if (!loadFailed)
          deps.logger.error({ err: error, file }, 'could not load the server render of the pages');
        loadFailed = true;
        return null;
      }
    },

    async render(pagePath, search) {
      const { PAGE_READS, PAGE_SEARCH_PARAMS, renderPage } = server();
      const ownParams = new URLSearchParams();
      for (const name of PAGE_SEARCH_PARAMS[pagePath] ?? [])
        for (const value of search.getAll(name)) ownParams.append(name, value);
      const query = ownParams.size > 0 ? `?${ownParams}` : '';
      const apiPaths = PAGE_READS[pagePath] ?? [];
      const reads = await Promise.all(apiPaths.map(read));
      const fingerprint = reads.map((r) => r.hash).join(' ');
      const make = async () => {
        const data = Object.fromEntries(apiPaths.map((apiPath, i) => [apiPath, reads[i]!.value]));
        return compress(await renderPage({ path: pagePath, search: query, data, publicUrl }), !query);
      };
      if (query) return make();
      const current = kept.get(pagePath);
      if (current?.fingerprint === fingerprint) return current.page;
      const page = make();
      kept.set(pagePath, { fingerprint, page });
      // A failed render is not kept: the next request tries again.
      page.catch(() => {
        if (kept.get(pagePath)?.page === page) kept.delete(pagePath);
      });
      return page;
    },
  };
}
