/**
 * The add-ons of the business's catalog (spec 000 section 5): what they are, their prices in
 * integer cents and how each is priced. The database is seeded from here.
 */

const dollars = (n: number) => n * 100;

export const ADD_ON_PRICE_TYPES = ['range', 'custom', 'hourly', 'each'] as const;

export type AddOnPriceType = (typeof ADD_ON_PRICE_TYPES)[number];

export const ADD_ON_KINDS = ['standard', 'bridal'] as const;

export type AddOnKind = (typeof ADD_ON_KINDS)[number];

export interface CatalogAddOn {
  id: string;
  kind: AddOnKind;
  name: string;
  description: string;
  priceMinCents: number;
  priceMaxCents: number;
  priceType: AddOnPriceType;
  priceRange: string;
  sortOrder: number;
}

export const ADD_ONS: readonly CatalogAddOn[] = [
  {
    id: 'lashes',
    kind: 'standard',
    name: 'False Lashes',
    description: 'Natural or dramatic lashes, applied',
    priceMinCents: dollars(20),
    priceMaxCents: dollars(40),
    priceType: 'range',
    priceRange: '+$20-$40',
    sortOrder: 1,
  },
  {
    id: 'travel',
    kind: 'standard',
    name: 'Travel Fee',
    description: 'We come to you; quoted by distance',
    priceMinCents: 0,
    priceMaxCents: 0,
    priceType: 'custom',
    priceRange: 'Custom',
    sortOrder: 2,
  },
  {
    id: 'shopping',
    kind: 'standard',
    name: 'Personal Shopping',
    description: 'Product shopping for your look and skin',
    priceMinCents: dollars(50),
    priceMaxCents: dollars(100),
    priceType: 'range',
    priceRange: '+$50-$100',
    sortOrder: 3,
  },
  {
    id: 'onsite-touchups',
    kind: 'bridal',
    name: 'On-site stylist stay for touch-ups',
    description: 'A stylist stays through the day for touch-ups',
    priceMinCents: dollars(75),
    priceMaxCents: dollars(150),
    priceType: 'hourly',
    priceRange: '$75-150/hour',
    sortOrder: 4,
  },
  {
    id: 'skin-prep',
    kind: 'bridal',
    name: 'Pre-wedding skin prep sessions',
    description: 'Skin preparation in the weeks before the wedding',
    priceMinCents: dollars(100),
    priceMaxCents: dollars(200),
    priceType: 'range',
    priceRange: '$100-200',
    sortOrder: 5,
  },
  {
    id: 'hair-treatment',
    kind: 'bridal',
    name: 'Hair treatment sessions',
    description: 'Treatments for healthy, photo-ready hair',
    priceMinCents: dollars(80),
    priceMaxCents: dollars(120),
    priceType: 'range',
    priceRange: '$80-120',
    sortOrder: 6,
  },
  {
    id: 'hair-accessories',
    kind: 'bridal',
    name: 'Premium hair accessories',
    description: 'Pins, combs and pieces chosen for your style',
    priceMinCents: dollars(50),
    priceMaxCents: dollars(100),
    priceType: 'range',
    priceRange: '$50-100',
    sortOrder: 7,
  },
  {
    id: 'extra-bridesmaid',
    kind: 'bridal',
    name: 'Additional bridesmaid services',
    description: 'Hair and makeup for another bridesmaid',
    priceMinCents: dollars(120),
    priceMaxCents: dollars(180),
    priceType: 'each',
    priceRange: '$120-180 each',
    sortOrder: 8,
  },
];
