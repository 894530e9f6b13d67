import { Client } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import {
  between,
  body,
  db,
  jsonLd,
  office,
  PAGES,
  page,
  pageData,
  pageShowing,
  useSitePagesWorld,
  visitor,
  web,
} from './site-pages-world';

useSitePagesWorld('site_pages');

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
      // Every page's footer names the service areas.
      '/gallery': ['/api/site', '/api/service-areas', '/api/gallery'],
      '/contact': ['/api/site', '/api/service-areas'],
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

    // The web process hears of the approval on Redis a moment after the office committed it.
    const after = await pageShowing(
      '/',
      (html) => body(html).includes('Rosalind Fairweather'),
      'the landing page to show the approved review',
    );
    expect(body(after)).toContain('the last dance &lt;3 &amp; more.');
    expect((pageData(after)['/api/testimonials'] as Array<{ id: string }>).map((t) => t.id)).toContain(
      submitted.json.id,
    );
    // The page changed, so its validator did too: a browser holding the old copy gets the new one.
    const etagBefore = (await visitor.get('/', { accept: 'text/html' })).headers.get('etag');
    expect(etagBefore).not.toBeNull();
    expect(before).not.toEqual(after);
  });
});
