import { ADD_ONS, type CatalogAddOn } from '@beauty/domain/add-ons';
import {
  type CatalogService,
  HOME_SERVICE_AREA,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SERVICES,
} from '@beauty/domain/catalog';
import { formatDollars } from '@beauty/domain/pricing';
import { pageHeadTags, siteBase } from '@/lib/page-head';

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
export function landingStructuredData({
  businessName,
  url,
  towns,
}: {
  businessName: string;
  url?: string;
  /** The towns the page names (listedTowns of the owner's service areas). */
  towns: readonly string[];
}) {
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
    areaServed: towns.map((area) => ({ '@type': 'City', name: `${area}, WA` })),
    priceRange: `${formatDollars(Math.min(...prices))} - ${formatDollars(Math.max(...prices))}`,
    currenciesAccepted: 'USD',
    // What /book offers (deposits and balances by Cash App, Apple Pay or Venmo), not a generic list.
    paymentAccepted: PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method]).join(', '),
    makesOffer: [...SERVICES.map(serviceOffer), ...ADD_ONS.map(addOnOffer)],
  };
}

/**
 * The landing page's head tags for search engines and sharing. Absolute addresses need a public
 * origin: the server passes its PUBLIC_URL (the build-time copy a placeholder it replaces,
 * @beauty/domain/site-routes); without one the canonical link is relative and the URL-only tags
 * are left out.
 */
export function landingHeadTags({
  businessName,
  publicUrl,
  towns,
}: {
  businessName: string;
  publicUrl?: string;
  towns: readonly string[];
}) {
  return pageHeadTags({
    title: landingTitle(businessName),
    description: LANDING_DESCRIPTION,
    path: '/',
    businessName,
    publicUrl,
    structuredData: [{ data: landingStructuredData({ businessName, url: siteBase(publicUrl), towns }) }],
  });
}
