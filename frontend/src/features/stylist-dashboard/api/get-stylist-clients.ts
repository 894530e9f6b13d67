import type { StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/stylist/clients: customers with bookings assigned to me (an admin: every customer with bookings). */
export const stylistClientsQueryKey = ['/api/stylist/clients'] as const;

export const stylistClientsQueryOptions = queryOptions<StylistClient[]>({ queryKey: stylistClientsQueryKey });

export function useStylistClients({ enabled }: { enabled: boolean }) {
  return useQuery({ ...stylistClientsQueryOptions, enabled });
}
