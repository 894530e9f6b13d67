import {
  ADD_ONS,
  type CatalogAddOn,
  type CatalogService,
  HOME_SERVICE_AREA,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SERVICE_AREAS,
  SERVICES,
} from '@beauty/domain/catalog';
import { formatDollars } from '@beauty/domain/pricing';

/** The landing page's title and description: the same words in the HTML head and after hydration. */
export const landingTitle = (businessName: string) =>
  `Bridal Hair & Makeup in Puyallup, WA | ${businessName}`;
export const LANDING_DESCRIPTION =
  'Mobile bridal and event hair and makeup in Puyallup, Tacoma and the South Puget Sound. Transparent pricing, bridal packages and a free consultation for new clients.';

const CATEGORY_LABELS = { makeup: 'Makeup', hair: 'Hair', bridal: 'Bridal Package' } as const;

function serviceOffer(service: CatalogService) {
  const name =
    service.category === 'bridal' ? service.name : `${CATEGORY_LABELS[service.category]}: ${service.name}`;
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name, description: service.description },
    priceSpecification: {
      '@type': 'PriceSpecification',
      priceCurrency: 'USD',
      minPrice: service.priceMinCents / 100,
      maxPrice: service.priceMaxCents / 100,
    },
  };
}

function addOnOffer(addOn: CatalogAddOn) {
  const offer = {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: addOn.name, description: addOn.description },
  };
  if (addOn.priceType === 'custom') return offer;
  return {
    ...offer,
    priceSpecification: {
      '@type': addOn.priceType === 'hourly' ? 'UnitPriceSpecification' : 'PriceSpecification',
      priceCurrency: 'USD',
      minPrice: addOn.priceMinCents / 100,
      maxPrice: addOn.priceMaxCents / 100,
      ...(addOn.priceType === 'hourly' ? { unitCode: 'HUR' } : {}),
    },
  };
}

/** schema.org BeautySalon for search engines, built from the catalog (spec 000 section 1). */
export function landingStructuredData({ businessName, url }: { businessName: string; url?: string }) {
  const prices = SERVICES.flatMap((s) => [s.priceMinCents, s.priceMaxCents]);
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    name: businessName,
    description: LANDING_DESCRIPTION,
    ...(url ? { url, '@id': `${url}#business`, image: `${url}og-image.png` } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: HOME_SERVICE_AREA,
      addressRegion: 'WA',
      addressCountry: 'US',
    },
    areaServed: SERVICE_AREAS.map((area) => ({ '@type': 'City', name: `${area}, WA` })),
    priceRange: `${formatDollars(Math.min(...prices))} - ${formatDollars(Math.max(...prices))}`,
    currenciesAccepted: 'USD',
    // What /book offers (deposits and balances by Cash App, Apple Pay or Venmo), not a generic list.
    paymentAccepted: PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method]).join(', '),
    makesOffer: [...SERVICES.map(serviceOffer), ...ADD_ONS.map(addOnOffer)],
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The landing page's head tags for search engines and sharing. Absolute addresses need a public
 * origin: the build passes a placeholder that the server replaces with its PUBLIC_URL
 * (@beauty/domain/site-routes); without one the canonical link is relative and the URL-only tags
 * are left out.
 */
export function landingHeadTags({ businessName, publicUrl }: { businessName: string; publicUrl?: string }) {
  const base = publicUrl ? `${new URL(publicUrl).origin}/` : undefined;
  const title = landingTitle(businessName);
  const image = base ? `${base}og-image.png` : undefined;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(content)}" />`;
  const jsonLd = JSON.stringify(landingStructuredData({ businessName, url: base })).replace(/</g, '\\u003c');
  return {
    title: `<title>${escapeAttribute(title)}</title>`,
    description: meta('name', 'description', LANDING_DESCRIPTION),
    extra: [
      `<link rel="canonical" href="${base ?? '/'}" />`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', businessName),
      meta('property', 'og:locale', 'en_US'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', LANDING_DESCRIPTION),
      ...(base ? [meta('property', 'og:url', base)] : []),
      ...(image
        ? [
            meta('property', 'og:image', image),
            meta('property', 'og:image:width', '1200'),
            meta('property', 'og:image:height', '630'),
            meta('property', 'og:image:alt', `${businessName}: professional bridal hair and makeup`),
          ]
        : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', LANDING_DESCRIPTION),
      ...(image ? [meta('name', 'twitter:image', image)] : []),
      `<script type="application/ld+json">${jsonLd}</script>`,
    ],
  };
}
