/**
 * The business's catalog: tiers, bridal packages and add-ons, prices in integer cents.
 * The database is seeded from here; the API serves the catalog from the database.
 */
export const MAKEUP_TIERS = ['good', 'better', 'best'] as const;
export const HAIR_TIERS = ['simple', 'styled', 'updo'] as const;
export const BRIDAL_PACKAGES = ['bride-only', 'bride-plus-1', 'bride-plus-party'] as const;
export const SERVICE_CATEGORIES = ['makeup', 'hair', 'bridal'] as const;

export type MakeupTier = (typeof MAKEUP_TIERS)[number];
export type HairTier = (typeof HAIR_TIERS)[number];
export type BridalPackageId = (typeof BRIDAL_PACKAGES)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export interface CatalogService {
  id: string;
  category: ServiceCategory;
  tier: MakeupTier | HairTier | BridalPackageId;
  name: string;
  description: string;
  priceMinCents: number;
  priceMaxCents: number;
  priceRange: string;
  features: string[];
  popular: boolean;
  sortOrder: number;
}

const dollars = (n: number) => n * 100;

export const SERVICES: readonly CatalogService[] = [
  {
    id: 'makeup-good',
    category: 'makeup',
    tier: 'good',
    name: 'Good',
    description: 'Perfect for everyday events',
    priceMinCents: dollars(50),
    priceMaxCents: dollars(75),
    priceRange: '$50 - $75',
    features: ['Full beat glam or natural look', "Uses client's own products", 'Professional application'],
    popular: false,
    sortOrder: 1,
  },
  {
    id: 'makeup-better',
    category: 'makeup',
    tier: 'better',
    name: 'Better',
    description: 'Event-ready application',
    priceMinCents: dollars(100),
    priceMaxCents: dollars(150),
    priceRange: '$100 - $150',
    features: ['Event-ready application', 'Drugstore brands provided', 'Full beat glam or natural look'],
    popular: true,
    sortOrder: 2,
  },
  {
    id: 'makeup-best',
    category: 'makeup',
    tier: 'best',
    name: 'Best',
    description: 'Luxury finish for your most photographed moments',
    priceMinCents: dollars(200),
    priceMaxCents: dollars(300),
    priceRange: '$200 - $300',
    features: ['High-end luxury products', 'Photography-grade finish', 'Full beat glam or natural look'],
    popular: false,
    sortOrder: 3,
  },
  {
    id: 'hair-simple',
    category: 'hair',
    tier: 'simple',
    name: 'Simple',
    description: 'Effortless, polished hair',
    priceMinCents: dollars(50),
    priceMaxCents: dollars(80),
    priceRange: '$50 - $80',
    features: ['Blowout', 'Straightened or curled', 'Natural waves'],
    popular: false,
    sortOrder: 4,
  },
  {
    id: 'hair-styled',
    category: 'hair',
    tier: 'styled',
    name: 'Styled Half-Up',
    description: 'Romantic half-up styling',
    priceMinCents: dollars(100),
    priceMaxCents: dollars(150),
    priceRange: '$100 - $150',
    features: ['Braids and twists', 'Partial updo', 'Pins and accessories'],
    popular: true,
    sortOrder: 5,
  },
  {
    id: 'hair-updo',
    category: 'hair',
    tier: 'updo',
    name: 'Full Updo',
    description: 'Elegant, long-lasting updos',
    priceMinCents: dollars(200),
    priceMaxCents: dollars(300),
    priceRange: '$200 - $300',
    features: ['Classic chignon', 'Intricate bridal styling', 'Elaborate formal updos'],
    popular: false,
    sortOrder: 6,
  },
  {
    id: 'bridal-bride-only',
    category: 'bridal',
    tier: 'bride-only',
    name: 'Bride Only Package',
    description: 'Everything the bride needs to look and feel her best',
    priceMinCents: dollars(400),
    priceMaxCents: dollars(600),
    priceRange: '$400 - $600',
    features: [
      'Consultation and trial run (90 minutes)',
      "Day-of bridal makeup (premium 'best' tier)",
      'Day-of full updo hair',
      'Touch-up kit',
      'False lashes',
      'High-end brand cosmetics',
    ],
    popular: false,
    sortOrder: 7,
  },
  {
    id: 'bridal-bride-plus-1',
    category: 'bridal',
    tier: 'bride-plus-1',
    name: 'Bride + 1 Package',
    description: 'The bride plus one special person',
    priceMinCents: dollars(600),
    priceMaxCents: dollars(800),
    priceRange: '$600 - $800',
    features: [
      'Everything in Bride Only',
      'Full makeup and hair for 1 additional person',
      'Coordination of styles',
      'Extended service time',
      'Extra touch-up products',
    ],
    popular: true,
    sortOrder: 8,
  },
  {
    id: 'bridal-bride-plus-party',
    category: 'bridal',
    tier: 'bride-plus-party',
    name: 'Full Bridal Party',
    description: 'The bride plus 3-5 bridesmaids',
    priceMinCents: dollars(1200),
    priceMaxCents: dollars(1800),
    priceRange: '$1,200 - $1,800',
    features: [
      'Everything in Bride + 1',
      'Timeline coordination',
      'Optional on-site service',
      'Group styling consultation',
      'Bulk touch-up kits',
    ],
    popular: false,
    sortOrder: 9,
  },
];

export const SERVICE_AREAS = [
  'Puyallup',
  'Tacoma',
  'Sumner',
  'Graham',
  'Bonney Lake',
  'South Hill',
  'Spanaway',
] as const;
export const HOME_SERVICE_AREA = 'Puyallup';

export const EVENT_TYPES = [
  'wedding',
  'engagement',
  'birthday',
  'anniversary',
  'date-night',
  'photoshoot',
  'graduation',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const PAYMENT_METHODS = ['cashapp', 'applepay', 'venmo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cashapp: 'Cash App',
  applepay: 'Apple Pay',
  venmo: 'Venmo',
};
export const PAYMENT_HANDLE_PLACEHOLDERS: Record<PaymentMethod, string> = {
  cashapp: '$name',
  applepay: 'Apple ID email',
  venmo: '@name',
};

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'sensitive', 'normal', 'mature'] as const;
export const FALSE_LASHES_EXPERIENCE = ['love-them', 'occasional', 'nervous', 'no-thanks'] as const;
export const TESTIMONIAL_SERVICE_TYPES = ['makeup', 'hair', 'both', 'bridal'] as const;
export const SPECIALTIES = ['makeup', 'hair', 'both'] as const;
/** A stylist applicant's specialties as the application form, the team's email and the admin read them. */
export const SPECIALTY_LABELS: Record<(typeof SPECIALTIES)[number], string> = {
  makeup: 'Makeup',
  hair: 'Hair',
  both: 'Hair & Makeup',
};

export const BRIDESMAIDS_MIN = 3;
export const BRIDESMAIDS_MAX = 5;

export function findService(category: ServiceCategory, tier: string): CatalogService | undefined {
  return SERVICES.find((s) => s.category === category && s.tier === tier);
}
