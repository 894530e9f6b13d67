import { loadCatalog, type PricedCatalog } from '@beauty/server/bookings/booking-rows';
import type { AppDeps } from '../../deps';

/**
 * The catalog as the pricing rules read it for a new booking (what is offered now), kept in the
 * public cache beside the GET /api/services answer: a booking request then prices itself
 * without two catalog queries. The services and add-ons change together, only by a seed or a
 * deploy, so one entry under 'services' holds both (and expires with the cache's time to live).
 */
export function offeredCatalog(deps: Pick<AppDeps, 'knex' | 'publicCache'>): Promise<PricedCatalog> {
  const load = () => loadCatalog(deps.knex, 'offered');
  return deps.publicCache ? deps.publicCache.value('services', 'priced-offered', load) : load();
}
