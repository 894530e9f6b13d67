import { ADD_ONS, type CatalogAddOn, type CatalogService, SERVICES } from '@beauty/domain/catalog';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';

const dollars = (cents: number) => cents / 100;

function toService(s: CatalogService): Service {
  return {
    id: s.id,
    category: s.category,
    tier: s.tier,
    name: s.name,
    description: s.description,
    priceMin: dollars(s.priceMinCents),
    priceMax: dollars(s.priceMaxCents),
    priceMinCents: s.priceMinCents,
    priceMaxCents: s.priceMaxCents,
    priceRange: s.priceRange,
    features: [...s.features],
    popular: s.popular,
  };
}

function toAddOn(a: CatalogAddOn): AddOn {
  return {
    id: a.id,
    kind: a.kind,
    name: a.name,
    description: a.description,
    priceMin: dollars(a.priceMinCents),
    priceMax: dollars(a.priceMaxCents),
    priceMinCents: a.priceMinCents,
    priceMaxCents: a.priceMaxCents,
    priceType: a.priceType,
    priceRange: a.priceRange,
  };
}

/**
 * The seeded catalog in the shape GET /api/services and GET /api/add-ons answer with. It stands
 * in while the calls are in flight (and for the build-time prerender), so prices are in the
 * page's HTML from the first byte and nothing moves when the answer arrives.
 */
export const catalogServices: readonly Service[] = SERVICES.map(toService);
export const catalogAddOns: readonly AddOn[] = ADD_ONS.map(toAddOn);
