import type { Service } from '@beauty/domain/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogServices } from '../catalog';

/** GET /api/services: makeup and hair tiers and bridal packages, in display order. */
export const servicesQueryKey = ['/api/services'] as const;

export const servicesQueryOptions = queryOptions<readonly Service[]>({
  queryKey: servicesQueryKey,
  placeholderData: catalogServices,
});

/** The services, or the seeded catalog until (or if) the call answers. */
export function useServices(): readonly Service[] {
  return useQuery(servicesQueryOptions).data ?? catalogServices;
}
