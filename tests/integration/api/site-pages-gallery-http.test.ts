import { request } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { htmlProblems } from '../support/html-validation';
import {
  between,
  body,
  db,
  gallery,
  jsonLd,
  office,
  PAGES,
  page,
  pageShowing,
  useSitePagesWorld,
  visitor,
  web,
} from './site-pages-world';

useSitePagesWorld('site_pages_gallery');

describe('public pages rendered by the server', () => {
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
    // Each change is heard in the web process on Redis a moment after the office commits it.
    await pageShowing('/gallery', (html) => body(html).includes('alt="Beach waves"'), 'the photo shown');

    const edited = await admin.client.request('PUT', `/api/admin/gallery/${gallery.waves}`, {
      json: { title: 'Beach waves at sunset' },
    });
    expect(edited.status).toBe(200);
    const html = await pageShowing(
      '/gallery',
      (page) => body(page).includes('alt="Beach waves at sunset"'),
      'the new title',
    );
    expect(JSON.stringify(jsonLd(html))).toContain('Beach waves at sunset');

    const hidden = await admin.client.request('PUT', `/api/admin/gallery/${gallery.waves}`, {
      json: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    await pageShowing('/gallery', (html) => !body(html).includes('Beach waves'), 'the photo hidden');
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
    for (const pathname of PAGES) {
      expect([pathname, await htmlProblems(await page(pathname))]).toEqual([pathname, []]);
    }
  });
});
