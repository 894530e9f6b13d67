import { existsSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest } from '@beauty/api/db/migrations';
import { createKnex } from '@beauty/server/db/knex';
import { HtmlValidate } from 'html-validate';
import type { Knex } from 'knex';
import { Client, request } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { startApi, type TestApi } from '../support/api';

/**
 * Issue 15: the public pages served rendered with their real content, head tags and the data
 * they were rendered with, by the real app with the real build (frontend/dist/server), on a
 * database of its own. Two API processes share it and its Redis prefix, each with the public
 * cache it runs with in production: changes made through one show on the pages of the other.
 */
const frontendDist = path.resolve(__dirname, '../../../frontend/dist');

let databaseUrl: string;
let db: Knex;
let web: TestApi;
let office: TestApi;
let visitor: Client;

beforeAll(async () => {
  if (!existsSync(path.join(frontendDist, 'server', 'entry-server.cjs')))
    throw new Error(
      'Build the frontend first (npm run build): frontend/dist/server/entry-server.cjs is missing',
    );
  const runUrl = new URL(process.env.DATABASE_URL!);
  const url = new URL(runUrl);
  url.pathname = `${runUrl.pathname}_site_pages`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  db = createKnex(databaseUrl, { max: 2 });
  await migrateLatest(db);
  await seedGallery();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}:site_pages`,
    FRONTEND_DIST: frontendDist,
  };
  web = await startApi(env, { serveFrontend: true, publicCache: true });
  office = await startApi(env, { publicCache: true });
  visitor = new Client(web.url);
});

afterAll(async () => {
  await web?.close();
  await office?.close();
  await db?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/**
 * The gallery before any page is served (rows written here announce nothing): a public photo
 * with its WebP variants, a private one and two tagged ones. Later changes go through the API.
 */
const gallery = { chignon: '', waves: '' };
async function seedGallery() {
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

const PAGES = ['/', '/gallery', '/contact', '/stylist-application', '/submit-testimonial'] as const;

async function page(pathname: string) {
  const res = await visitor.get(pathname, { accept: 'text/html' });
  expect([pathname, res.status]).toEqual([pathname, 200]);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text;
}

const between = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decodeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The reads the page was rendered with, as the browser reads them before hydrating. */
function pageData(html: string): Record<string, unknown> {
  const text = between(html, /<template id="page-data">([\s\S]*?)<\/template>/);
  expect(text).toBeDefined();
  return JSON.parse(decodeText(text!));
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The markup React rendered (inside #root), without the head or the data block. */
const body = (html: string) =>
  between(html, /<div id="root">([\s\S]*)<\/div><template id="page-data">/) ?? '';

describe('public pages rendered by the server', () => {
  it('each page has its own title, description, canonical address, sharing tags and structured data', async () => {
    const expected: Record<(typeof PAGES)[number], { title: RegExp; type: string; content: string[] }> = {
      '/': {
        title: /^Bridal Hair &amp; Makeup in Puyallup, WA \| /,
        type: 'BeautySalon',
        content: [
          'Professional Bridal Hair &amp; Makeup',
          'Meet Your Beauty Experts',
          'What Our Clients Say',
        ],
      },
      '/gallery': {
        title: /^Professional Hair &amp; Makeup Gallery \| /,
        type: 'ImageGallery',
        content: ['Professional Hair &amp; Makeup Gallery', 'Search'],
      },
      '/contact': {
        title: /^Contact Us \| /,
        type: 'ContactPage',
        content: ['Get in Touch', 'Send Message'],
      },
      '/stylist-application': {
        title: /^Join Our Team \| /,
        type: 'WebPage',
        content: ['Join Our Beauty Team', 'Submit Application'],
      },
      '/submit-testimonial': {
        title: /^Share Your Experience \| /,
        type: 'WebPage',
        content: ['Share Your Experience', 'Submit Review'],
      },
    };
    const titles = new Set<string>();
    for (const pathname of PAGES) {
      const html = await page(pathname);
      const title = between(html, /<title>([^<]*)<\/title>/) ?? '';
      expect([pathname, title]).toEqual([pathname, expect.stringMatching(expected[pathname].title)]);
      titles.add(title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const canonical = new URL(pathname, web.origin).href;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(html).toContain(`<meta property="og:image" content="${web.origin}/og-image.png" />`);
      expect(html).not.toContain('public-url.invalid');
      const structured = jsonLd(html);
      expect(structured.map((s) => s['@type'])).toContain(expected[pathname].type);
      for (const text of expected[pathname].content)
        expect([pathname, body(html).includes(text)]).toEqual([pathname, true]);
      // No inline script runs: the only scripts are the module entry and JSON-LD data.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
        expect(tag).toMatch(/type="(module|application\/ld\+json)"/);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it('renders the forms as real fields, labelled, before any script runs', async () => {
    const contact = body(await page('/contact'));
    expect(contact).toMatch(/<form[^>]*>/);
    expect(contact).toMatch(/<label[^>]*for="contact-name"/);
    expect(contact).toMatch(/<input[^>]*id="contact-name"/);
    const application = body(await page('/stylist-application'));
    expect(application).toMatch(/<form[^>]*>/);
    expect(application).toMatch(/<input[^>]*type="email"/);
    const review = body(await page('/submit-testimonial'));
    expect(review).toMatch(/<form[^>]*>/);
    expect(review).toMatch(/<textarea/);
  });

  it('carries the data it was rendered with: what the public API answers', async () => {
    const reads: Record<string, string[]> = {
      '/': [
        '/api/site',
        '/api/services',
        '/api/add-ons',
        '/api/stylists',
        '/api/testimonials',
        '/api/service-areas',
      ],
      '/gallery': ['/api/site', '/api/gallery'],
      '/contact': ['/api/site'],
    };
    for (const [pathname, apiPaths] of Object.entries(reads)) {
      const data = pageData(await page(pathname));
      expect(Object.keys(data).sort()).toEqual([...apiPaths].sort());
      for (const apiPath of apiPaths)
        expect([apiPath, data[apiPath]]).toEqual([apiPath, (await visitor.get(apiPath)).json]);
    }
  });

  it('shows a review on the landing page once an admin approves it, in another API process, without a rebuild', async () => {
    const review = {
      customerName: 'Rosalind Fairweather',
      customerEmail: 'rosalind@example.com',
      serviceType: 'bridal',
      rating: 5,
      content: 'Our whole bridal party glowed from the first look to the last dance <3 & more.',
    };
    const before = await page('/');
    const submitted = await new Client(office.url).post('/api/testimonials', review);
    expect(submitted.status).toBe(201);
    // Pending: not on the page.
    expect(body(await page('/'))).not.toContain('Rosalind Fairweather');

    const admin = await signedInAs(office.url, db, 'admin', 'Avery');
    const approved = await admin.client.request(
      'PUT',
      `/api/admin/testimonials/${submitted.json.id}/status`,
      {
        json: { status: 'approved' },
      },
    );
    expect(approved.status).toBe(200);

    const after = await page('/');
    expect(body(after)).toContain('Rosalind Fairweather');
    expect(body(after)).toContain('the last dance &lt;3 &amp; more.');
    expect((pageData(after)['/api/testimonials'] as Array<{ id: string }>).map((t) => t.id)).toContain(
      submitted.json.id,
    );
    // The page changed, so its validator did too: a browser holding the old copy gets the new one.
    const etagBefore = (await visitor.get('/', { accept: 'text/html' })).headers.get('etag');
    expect(etagBefore).not.toBeNull();
    expect(before).not.toEqual(after);
  });

  it('renders the gallery images with their sizes, alt text and structured data', async () => {
    const html = await page('/gallery');
    const img = between(body(html), /(<img[^>]*alt="Lakeside chignon"[^>]*>)/);
    expect(img).toBeDefined();
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="2000"');
    expect(img).toMatch(/ sizes="[^"]+"/);
    expect(img).toMatch(/ srcSet="[^"]*\?w=480 480w, [^"]*\?w=960 960w, [^"]*\?w=1600 1600w"/i);
    expect(body(html)).toContain('A low chignon for a windy lakeside ceremony');
    expect(body(html)).not.toContain('Beach waves');
    const structured = jsonLd(html).find((s) => s['@type'] === 'ImageGallery');
    expect(structured?.image).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'ImageObject',
          name: 'Lakeside chignon',
          contentUrl: expect.stringMatching(new RegExp(`^${web.origin}/api/images/.+\\?w=1600$`)),
          width: 1600,
          height: 2000,
        }),
      ]),
    );
  });

  it('shows a gallery change made in another API process on the next visit: shown, edited, hidden', async () => {
    const admin = await signedInAs(office.url, db, 'admin', 'Gale');
    expect(body(await page('/gallery'))).not.toContain('Beach waves');

    const shown = await admin.client.request('PUT', `/api/admin/gallery/${gallery.waves}`, {
      json: { isPublic: true },
    });
    expect(shown.status).toBe(200);
    expect(body(await page('/gallery'))).toContain('alt="Beach waves"');

    const edited = await admin.client.request('PUT', `/api/admin/gallery/${gallery.waves}`, {
      json: { title: 'Beach waves at sunset' },
    });
    expect(edited.status).toBe(200);
    const html = await page('/gallery');
    expect(body(html)).toContain('alt="Beach waves at sunset"');
    expect(JSON.stringify(jsonLd(html))).toContain('Beach waves at sunset');

    const hidden = await admin.client.request('PUT', `/api/admin/gallery/${gallery.waves}`, {
      json: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    expect(body(await page('/gallery'))).not.toContain('Beach waves');
  });

  it('renders the gallery filtered as the address asks, and ignores parameters no page reads', async () => {
    const filtered = body(await page('/gallery?tag=event'));
    expect(filtered).toContain('alt="Birthday glam"');
    expect(filtered).not.toContain('alt="Lakeside chignon"');
    const plain = await page('/gallery?utm_source=newsletter');
    expect(body(plain)).toContain('alt="Lakeside chignon"');
    expect(plain).toEqual(await page('/gallery'));
  });

  it('answers ETag revalidation with 304 and compresses with brotli or gzip', async () => {
    const first = await request(`${web.url}/contact`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    // As a browser revalidates (request() itself would add 'no-cache', which forbids a 304).
    const again = await request(`${web.url}/contact`, {
      headers: { accept: 'text/html', 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const gz = await request(`${web.url}/contact`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.text).toContain('Get in Touch');
  });

  it('keeps the real 404 for unknown pages, and never serves the server build as a file', async () => {
    const missing = await visitor.get('/no/such/page', { accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<template id="page-data">');
    for (const file of ['/server/entry-server.cjs', '/server/', '/server']) {
      const res = await visitor.get(file, { accept: '*/*' });
      expect([file, res.status]).toEqual([file, 404]);
      expect(res.text).not.toContain('renderPage');
    }
  });

  it('is valid HTML on every page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // Vite's own tags and React's output, valid HTML written in their style.
        'void-style': 'off',
        'no-trailing-whitespace': 'off',
        'attribute-boolean-style': 'off',
        'attribute-empty-style': 'off',
        'no-inline-style': 'off',
        'long-title': 'off',
        'prefer-native-element': 'off',
        'no-redundant-role': 'off',
        // React writes attributes in their DOM spelling (autoComplete, maxLength, noValidate),
        // which HTML reads case-insensitively; Vite writes the doctype in lowercase.
        'attr-case': 'off',
        'doctype-style': 'off',
        // A label both wrapping its input and naming it: redundant, not wrong.
        'no-redundant-for': 'off',
        // Allowed on a list (a card's tags, named for screen readers), merely not recommended.
        'aria-label-misuse': 'off',
      },
    });
    for (const pathname of PAGES) {
      const report = await validator.validateString(await page(pathname));
      const problems = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector})`),
      );
      expect([pathname, problems]).toEqual([pathname, []]);
    }
  });
});
