import type { EventPayload, EventType } from '@beauty/domain/events';
import type { TimelineEntityType } from '@beauty/domain/schemas/timeline';
import type { Knex } from 'knex';

/**
 * Write a domain event in the caller's transaction (ARCHITECTURE rule 3): the row and its
 * event commit together or not at all. The relay in services/worker publishes it.
 */
export async function writeEvent<T extends EventType>(
  trx: Knex.Transaction,
  event: {
    type: T;
    entityType: TimelineEntityType | 'user' | 'upload' | 'stylist' | 'consultation';
    entityId: string;
    payload: EventPayload<T>;
  },
): Promise<string> {
  const [row] = await trx('outbox_events')
    .insert({
      type: event.type,
      entityType: event.entityType,
      entityId: event.entityId,
      payload: JSON.stringify(event.payload),
    })
    .returning('id');
  return row.id as string;
}
