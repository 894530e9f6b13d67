import type { Stylist } from '@beauty/domain/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/stylists. Only active stylists are shown (spec 000 section 3). */
export const stylistsQueryOptions = queryOptions({
  queryKey: ['/api/stylists'] as const,
  select: (stylists: Stylist[]) => stylists.filter((stylist) => stylist.isActive),
});

export function useActiveStylists() {
  return useQuery(stylistsQueryOptions);
}
