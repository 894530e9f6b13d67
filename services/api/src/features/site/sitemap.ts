import { createHash } from 'node:crypto';
import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { SITEMAP_PATHS } from '@beauty/domain/site-routes';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { galleryChangedAt, listPublicGalleryImages } from '../gallery/gallery.repository';

/**
 * What robots.txt says besides its Sitemap line: the API and the back office are not for
 * crawlers. Served by the API (not a static file) so the Sitemap line carries the PUBLIC_URL
 * the deployment runs with.
 */
const ROBOTS_RULES = ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin/'];

export function robotsTxt(publicUrl: URL): string {
  return `${[...ROBOTS_RULES, '', `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`].join('\n')}\n`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The file a visitor opens in full size: the largest WebP variant, else the stored address. */
function fullSizeUrl(image: GalleryImage): string {
  const largest = [...image.variants].sort((a, b) => a.width - b.width).at(-1);
  return largest?.url ?? image.imageUrl;
}

/** An absolute http(s) address under PUBLIC_URL (or the image's own host), or null. */
function absolute(url: string, publicUrl: URL): string | null {
  try {
    const resolved = new URL(url, publicUrl);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

export interface SitemapInput {
  publicUrl: URL;
  images: readonly GalleryImage[];
  /** When the gallery last changed (an image added, edited, shown or hidden). */
  galleryChangedAt: Date | null;
}

/**
 * sitemaps.org XML: the public pages (never sign-in, account, staff or admin pages), /gallery
 * with its public images (Google's image extension, at most 1,000 a page; the gallery answer
 * is capped below that) and its last change as lastmod.
 */
export function sitemapXml({ publicUrl, images, galleryChangedAt }: SitemapInput): string {
  const entries = SITEMAP_PATHS.map((path) => {
    const lines = [`    <loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`];
    if (path === '/gallery') {
      if (galleryChangedAt) lines.push(`    <lastmod>${galleryChangedAt.toISOString()}</lastmod>`);
      for (const image of images) {
        const loc = absolute(fullSizeUrl(image), publicUrl);
        if (loc) lines.push(`    <image:image><image:loc>${escapeXml(loc)}</image:loc></image:image>`);
      }
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

async function loadSitemap(deps: AppDeps): Promise<string> {
  const [images, changedAt] = await Promise.all([
    listPublicGalleryImages(deps.knex),
    galleryChangedAt(deps.knex),
  ]);
  return sitemapXml({ publicUrl: deps.config.publicUrl, images, galleryChangedAt: changedAt });
}

/**
 * Answer a small text document with an ETag, revalidated on every use, so a crawler that has it
 * gets a 304 and a change shows on its next read.
 */
export function sendText(ctx: Context, type: string, text: string): void {
  ctx.status = 200;
  ctx.type = type;
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = text;
}

/** The sitemap, kept with the public gallery answer (dropped by every gallery change). */
export async function sitemap(deps: AppDeps): Promise<string> {
  if (!deps.publicCache) return loadSitemap(deps);
  return deps.publicCache.value('gallery', 'sitemap', () => loadSitemap(deps));
}
