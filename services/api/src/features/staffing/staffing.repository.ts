import type { ServiceArea } from '@beauty/domain/service-areas';
import type { Knex } from 'knex';

/** The service areas offered now (or every one ever offered, to show an old booking). */
export async function loadServiceAreas(
  knex: Knex,
  which: 'offered' | 'all' = 'offered',
): Promise<ServiceArea[]> {
  const query = knex('service_areas')
    .orderBy([{ column: 'sortOrder' }, { column: 'id' }])
    .select('id', 'name', 'travelMinutes', 'travelFeeCents', 'quoted', 'sortOrder');
  if (which === 'offered') query.where('isActive', true);
  return query;
}
