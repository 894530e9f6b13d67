import { ADD_ONS, type CatalogAddOn } from '@beauty/domain/add-ons';
import { type CatalogService, SERVICES } from '@beauty/domain/catalog';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';

const dollars = (cents: number) => cents / 100;

const toService = (s: CatalogService): Service => ({
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
});

const toAddOn = (a: CatalogAddOn): AddOn => ({
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
});

/**
 * The seeded catalog in the shape GET /api/services and GET /api/add-ons answer with: it stands
 * in while the calls are in flight (and for the landing page's build-time prerender), so prices
 * and a form's choices are there from the first render and nothing moves when the answer arrives.
 */
export const seededServices: readonly Service[] = SERVICES.map(toService);
export const seededAddOns: readonly AddOn[] = ADD_ONS.map(toAddOn);

/** GET /api/services: makeup and hair tiers and bridal packages, in display order. */
export const servicesQueryOptions = queryOptions<readonly Service[]>({
  queryKey: ['/api/services'],
  placeholderData: seededServices,
});

/** GET /api/add-ons: the standard add-ons and the bridal extras. */
export const addOnsQueryOptions = queryOptions<readonly AddOn[]>({
  queryKey: ['/api/add-ons'],
  placeholderData: seededAddOns,
});

export function useCatalogServices(): readonly Service[] {
  return useQuery(servicesQueryOptions).data ?? seededServices;
}

export function useCatalogAddOns(): readonly AddOn[] {
  return useQuery(addOnsQueryOptions).data ?? seededAddOns;
}
