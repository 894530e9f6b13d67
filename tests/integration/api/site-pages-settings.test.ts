import { seedCatalog } from '@beauty/api/db/seed';
import { signedInAs } from '../backoffice/staff-support';
import { body, db, jsonLd, office, PAGES, page, pageShowing, useSitePagesWorld } from './site-pages-world';

useSitePagesWorld('site_pages_settings');

/** The service-areas line of the footer, as rendered. */
const footerTowns = (html: string) => /<p class="site-footer__areas">([^<]*)<\/p>/.exec(body(html))?.[1];

/** The rendered markup without the comments React puts between a text and a value beside it. */
const text = (html: string) => body(html).replace(/<!-- -->/g, '');

const areaServed = (html: string) => {
  const business = jsonLd(html).find((data) => data['@type'] === 'BeautySalon');
  return ((business?.areaServed ?? []) as Array<{ name: string }>).map((city) => city.name);
};

/**
 * What the owner sets in Business Settings is what the public pages say, without a release: the
 * deposit shares the booking charges, and the towns she travels to (the landing page's Service
 * Areas, every page's footer and the structured data search engines read).
 */
describe('public pages follow Business Settings', () => {
  // As `npm start` seeds every installation: the catalog and the service areas.
  beforeAll(() => seedCatalog(db));

  it('name the spec towns in the spec order and the spec deposits before any change', async () => {
    const landing = await page('/');
    const spec = ['Puyallup', 'Tacoma', 'Sumner', 'Graham', 'Bonney Lake', 'South Hill', 'Spanaway'];
    expect(footerTowns(landing)).toBe(spec.join(' · '));
    expect(areaServed(landing)).toEqual(spec.map((town) => `${town}, WA`));
    expect(text(landing)).toContain('<strong>50% deposit</strong> to secure your');
    expect(text(landing)).toContain('<strong>30% deposit</strong> secures your appointment');
  });

  it('show the deposit shares and the towns the owner set, on every page, once she saves them', async () => {
    const admin = await signedInAs(office.url, db, 'admin', 'Marlowe');
    const { settings } = (await admin.client.get('/api/admin/business-settings')).json;
    const saved = await admin.client.request('PUT', '/api/admin/business-settings', {
      json: {
        ...settings,
        depositPercents: { bridal: 40, standard: 25 },
        serviceAreas: [
          ...settings.serviceAreas.map((area: { id: string; active: boolean }) =>
            area.id === 'spanaway' ? { ...area, active: false } : area,
          ),
          {
            id: 'gig-harbor',
            name: 'Gig Harbor',
            travelMinutes: 45,
            travelFeeCents: 4000,
            quoted: false,
            active: true,
          },
        ],
      },
    });
    expect(saved.status).toBe(200);

    const towns = ['Puyallup', 'Tacoma', 'Sumner', 'Graham', 'Bonney Lake', 'South Hill', 'Gig Harbor'];
    const landing = await pageShowing(
      '/',
      (html) => footerTowns(html) === towns.join(' · '),
      'the landing page to name the towns the owner set',
    );
    const section = /<section id="service-areas"[\s\S]*?<\/section>/.exec(body(landing))?.[0] ?? '';
    expect(section).toContain('Gig Harbor');
    expect(section).not.toContain('Spanaway');
    expect(areaServed(landing)).toEqual(towns.map((town) => `${town}, WA`));
    expect(text(landing)).toContain('<strong>40% deposit</strong> to secure your');
    expect(text(landing)).toContain('<dd>40% of your package</dd>');
    expect(text(landing)).toContain('<strong>25% deposit</strong> secures your appointment');
    expect(text(landing)).not.toMatch(/50% deposit|30% deposit/);

    for (const pathname of PAGES.filter((p) => p !== '/')) {
      const html = await pageShowing(
        pathname,
        (html) => footerTowns(html) !== undefined && footerTowns(html) !== '',
        `${pathname} to render its footer`,
      );
      expect([pathname, footerTowns(html)]).toEqual([pathname, towns.join(' · ')]);
    }
  });
});
