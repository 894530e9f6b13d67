import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { type SuiteDatabase, suiteDatabase } from '../support/suite-database';
import { ANNOUNCEMENT_HEARD_MS, waitUntil } from '../support/wait';

/**
 * Issue 15: the public pages served rendered with their real content, head tags and the data
 * they were rendered with, by the real app with the real build (frontend/dist/server), on a
 * database of its own. Two API processes share it and its Redis prefix, each with the public
 * cache it runs with in production: changes made through one show on the pages of the other.
 *
 * `useSitePagesWorld` fills these bindings in `beforeAll`; each test file gives its own label.
 */
export const frontendDist = path.resolve(__dirname, '../../../frontend/dist');

let own: SuiteDatabase | undefined;
export let db: Knex;
export let web: TestApi;
export let office: TestApi;
export let visitor: Client;

export function useSitePagesWorld(label: string) {
  beforeAll(async () => {
    if (!existsSync(path.join(frontendDist, 'server', 'entry-server.cjs')))
      throw new Error(
        'Build the frontend first (npm run build): frontend/dist/server/entry-server.cjs is missing',
      );
    own = await suiteDatabase(label, { max: 2 });
    db = own.db;
    await seedGallery();
    const env = { DATABASE_URL: own.databaseUrl, REDIS_PREFIX: own.redisPrefix, FRONTEND_DIST: frontendDist };
    web = await startApi(env, { serveFrontend: true, publicCache: true });
    office = await startApi(env, { publicCache: true });
    visitor = new Client(web.url);
  });

  afterAll(async () => {
    await web?.close();
    await office?.close();
    await own?.close();
  });
}

/**
 * The gallery before any page is served (rows written here announce nothing): a public photo
 * with its WebP variants, a private one and two tagged ones. Later changes go through the API.
 */
export const gallery = { chignon: '', waves: '' };
export async function seedGallery() {
  const [upload] = await db('uploads')
    .insert({
      purpose: 'gallery',
      storageKey: 'gallery/site-pages-chignon',
      contentType: 'image/jpeg',
      maxBytes: 10_000_000,
      status: 'processed',
      width: 1600,
      height: 2000,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning('id');
  await db('image_variants').insert(
    [480, 960, 1600].map((width) => ({
      uploadId: upload.id,
      width,
      height: width * 1.25,
      storageKey: `gallery/site-pages-chignon-${width}.webp`,
      sizeBytes: 1000,
    })),
  );
  const rows = await db('gallery_images')
    .insert([
      {
        title: 'Lakeside chignon',
        description: 'A low chignon for a windy lakeside ceremony',
        imageUrl: `/api/images/${upload.id}`,
        uploadId: upload.id,
        tags: ['bridal', 'updo'],
        isPublic: true,
      },
      {
        title: 'Beach waves',
        imageUrl: 'https://cdn.example/looks/waves.jpg',
        tags: ['bridal'],
        isPublic: false,
      },
      {
        title: 'Birthday glam',
        imageUrl: 'https://cdn.example/looks/glam.jpg',
        tags: ['event'],
        isPublic: true,
      },
    ])
    .returning(['id', 'title']);
  gallery.chignon = rows.find((r: { title: string }) => r.title === 'Lakeside chignon').id;
  gallery.waves = rows.find((r: { title: string }) => r.title === 'Beach waves').id;
}

export const PAGES = ['/', '/gallery', '/contact', '/stylist-application', '/submit-testimonial'] as const;

export async function page(pathname: string) {
  const res = await visitor.get(pathname, { accept: 'text/html' });
  expect([pathname, res.status]).toEqual([pathname, 200]);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text;
}

/**
 * The page once it `shows` a change made through the office process, which the web process
 * hears of on Redis a moment after the commit.
 */
export function pageShowing(pathname: string, shows: (html: string) => boolean, what: string) {
  return waitUntil(
    async () => {
      const html = await page(pathname);
      return shows(html) ? html : undefined;
    },
    ANNOUNCEMENT_HEARD_MS,
    what,
  );
}

export const between = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
export const decodeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The reads the page was rendered with, as the browser reads them before hydrating. */
export function pageData(html: string): Record<string, unknown> {
  const text = between(html, /<template id="page-data">([\s\S]*?)<\/template>/);
  expect(text).toBeDefined();
  return JSON.parse(decodeText(text!));
}

export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The markup React rendered (inside #root), without the head or the data block. */
export const body = (html: string) =>
  between(html, /<div id="root">([\s\S]*)<\/div><template id="page-data">/) ?? '';
