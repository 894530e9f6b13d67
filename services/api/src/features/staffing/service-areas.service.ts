import { bookingMessages } from '@beauty/domain/messages';
import type { ServiceArea } from '@beauty/domain/service-areas';
import type { AppDeps } from '../../deps';
import { Unprocessable } from '../../errors';
import { loadServiceAreas } from './staffing.repository';

/** The areas offered now, kept in the public cache beside the GET /api/service-areas answer. */
export function offeredServiceAreas(deps: Pick<AppDeps, 'knex' | 'publicCache'>): Promise<ServiceArea[]> {
  const load = () => loadServiceAreas(deps.knex, 'offered');
  return deps.publicCache ? deps.publicCache.value('service-areas', 'offered', load) : load();
}

/** The area a booking names, or 422 when it is not one we serve. */
export function findServiceArea(areas: readonly ServiceArea[], id: string): ServiceArea {
  const area = areas.find((a) => a.id === id);
  if (!area) throw new Unprocessable(bookingMessages.unknownServiceArea);
  return area;
}
