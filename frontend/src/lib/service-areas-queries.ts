import { DEFAULT_SERVICE_AREAS, listedTowns, type ServiceArea } from '@beauty/domain/service-areas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/service-areas: where the stylists go, with travel times and fees. The seeded areas
 * stand in while the call is in flight (and for the landing page's prerender), so the choices are
 * there from the first render.
 */
export const serviceAreasQueryOptions = queryOptions<readonly ServiceArea[]>({
  queryKey: ['/api/service-areas'],
  placeholderData: DEFAULT_SERVICE_AREAS,
  staleTime: 5 * 60_000,
});

export function useServiceAreas(): readonly ServiceArea[] {
  return useQuery(serviceAreasQueryOptions).data ?? DEFAULT_SERVICE_AREAS;
}

/** The towns the public pages name, from the areas the owner offers (listedTowns). */
export function useListedTowns(): string[] {
  return listedTowns(useServiceAreas());
}

/** 'Tacoma (travel $30)', 'Puyallup (no travel fee)', 'Other (quoted)'. */
export function serviceAreaOptionLabel(area: ServiceArea): string {
  if (area.quoted) return `${area.name}: travel fee quoted`;
  if (area.travelFeeCents === 0) return `${area.name}: no travel fee`;
  return `${area.name}: travel $${(area.travelFeeCents / 100).toFixed(0)}`;
}
