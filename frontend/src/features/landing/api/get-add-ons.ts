import type { AddOn } from '@beauty/domain/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogAddOns } from '../catalog';

/** GET /api/add-ons: the standard add-ons and the bridal optional add-ons. */
export const addOnsQueryKey = ['/api/add-ons'] as const;

export const addOnsQueryOptions = queryOptions<readonly AddOn[]>({
  queryKey: addOnsQueryKey,
  placeholderData: catalogAddOns,
});

/** The add-ons, or the seeded catalog until (or if) the call answers. */
export function useAddOns(): readonly AddOn[] {
  return useQuery(addOnsQueryOptions).data ?? catalogAddOns;
}
