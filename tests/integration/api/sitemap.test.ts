import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Knex } from 'knex';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { type SuiteDatabase, suiteDatabase } from '../support/suite-database';

/**
 * The whole app with a built frontend, on a database of its own (it writes gallery rows):
 * robots.txt and sitemap.xml with the runtime PUBLIC_URL, and real 404s beside the API's.
 */
let own: SuiteDatabase | undefined;
let db: Knex;
let api: TestApi;
let dist: string;
let client: Client;

beforeAll(async () => {
  own = await suiteDatabase('sitemap', { max: 2 });
  db = own.db;
  dist = mkdtempSync(path.join(os.tmpdir(), 'beauty-sitemap-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html>prerendered landing</html>');
  writeFileSync(path.join(dist, 'spa.html'), '<html>app shell</html>');
  api = await startApi(
    { DATABASE_URL: own.databaseUrl, REDIS_PREFIX: own.redisPrefix, FRONTEND_DIST: dist },
    { serveFrontend: true },
  );
  client = new Client(api.url);
});

afterAll(async () => {
  await api?.close();
  await own?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const PUBLIC_PAGES = [
  '/',
  '/gallery',
  '/stylist-application',
  '/submit-testimonial',
  '/contact',
  '/privacy',
  '/terms',
];

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'image:image'?: Array<{ 'image:loc': string }>;
}

async function readSitemap() {
  const res = await client.get('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'image:image'].includes(name),
  }).parse(res.text) as { urlset: { '@_xmlns': string; '@_xmlns:image': string; url: UrlEntry[] } };
  return parsed.urlset;
}

async function galleryImage(fields: {
  title: string;
  imageUrl: string;
  isPublic: boolean;
  updatedAt?: Date;
}) {
  await db('gallery_images').insert({
    title: fields.title,
    imageUrl: fields.imageUrl,
    isPublic: fields.isPublic,
    ...(fields.updatedAt ? { createdAt: fields.updatedAt, updatedAt: fields.updatedAt } : {}),
  });
}

describe('robots.txt', () => {
  it('keeps its rules and names the sitemap at the PUBLIC_URL the API runs with', async () => {
    const res = await client.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /admin/']));
    expect(lines).toContain(`Sitemap: ${api.origin}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages with absolute addresses, and no sign-in, account, staff or admin page', async () => {
    const urlset = await readSitemap();
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@_xmlns:image']).toBe('http://www.google.com/schemas/sitemap-image/1.1');
    expect(urlset.url.map((u) => u.loc)).toEqual(PUBLIC_PAGES.map((p) => new URL(p, api.origin).href));
  });

  it('lists the public gallery images on /gallery, with the gallery’s last change as lastmod', async () => {
    const uploadId = randomUUID();
    const changed = new Date(Date.UTC(2030, 4, 6, 7, 8, 9));
    await galleryImage({ title: 'Garden updo', imageUrl: `/api/images/${uploadId}`, isPublic: true });
    await galleryImage({
      title: 'Beach waves',
      imageUrl: 'https://cdn.example/looks/waves.jpg?w=1600&fit=max',
      isPublic: true,
      updatedAt: changed,
    });
    await galleryImage({ title: 'Private trial', imageUrl: '/api/images/private-one', isPublic: false });

    const urlset = await readSitemap();
    const gallery = urlset.url.find((u) => u.loc === `${api.origin}/gallery`)!;
    expect(gallery.lastmod).toBe(changed.toISOString());
    expect((gallery['image:image'] ?? []).map((i) => i['image:loc']).sort()).toEqual(
      [`${api.origin}/api/images/${uploadId}`, 'https://cdn.example/looks/waves.jpg?w=1600&fit=max'].sort(),
    );
    // Only /gallery carries images and a lastmod.
    for (const entry of urlset.url.filter((u) => u !== gallery)) {
      expect(entry['image:image']).toBeUndefined();
      expect(entry.lastmod).toBeUndefined();
    }
  });
});

describe('pages that are not there', () => {
  it('answers an unknown page 404 with the app shell, a missing file plain 404, an unknown API path JSON 404', async () => {
    const page = await client.get('/no/such/page', { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('app shell');

    const known = await client.get('/bookings/123', { accept: 'text/html' });
    expect(known.status).toBe(200);
    expect(known.text).toContain('app shell');

    for (const file of ['/assets/index-OLDCHUNK.js', '/favicon.ico']) {
      const res = await client.get(file, { accept: '*/*' });
      expect([file, res.status]).toEqual([file, 404]);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }

    const apiMiss = await client.get('/api/no-such-thing', { accept: 'text/html' });
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.headers.get('content-type')).toMatch(/^application\/json/);
    expect(apiMiss.json).toHaveProperty('message');
  });
});
