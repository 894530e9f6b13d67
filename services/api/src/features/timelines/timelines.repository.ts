import type { Knex } from 'knex';

/** The columns of the entity a timeline is about (its status and who may see it), or undefined. */
export function findTimelineEntity(
  knex: Knex,
  table: string,
  entityId: string,
  columns: string[],
  // biome-ignore lint/suspicious/noExplicitAny: the row of any timeline entity
): Promise<Record<string, any> | undefined> {
  return knex(table).where({ id: entityId }).first(columns);
}

/** An entity's timeline entries, oldest first. */
export function timelineEntries(
  knex: Knex,
  entityType: string,
  entityId: string,
): Promise<Array<{ status: string; label: string; detail: string | null; createdAt: Date }>> {
  return knex('status_events')
    .where({ entityType, entityId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .select('status', 'label', 'detail', 'createdAt');
}

/** An event about the entity that its handlers have not finished yet, if any. */
export function unfinishedEvent(knex: Knex, entityType: string, entityId: string) {
  return knex('outbox_events').where({ entityType, entityId }).whereNull('completedAt').first('id');
}

/** The appointment blocks of a booking: whose they are and whether they still hold time. */
export function appointmentBlocksOf(
  knex: Knex,
  bookingId: string,
): Promise<Array<{ stylistId: string; active: boolean }>> {
  return knex('stylist_blocks').where({ bookingId, kind: 'appointment' }).select('stylistId', 'active');
}

/** An upload attached to a consultation request (an inspiration photo), if any. */
export function attachedInspirationPhoto(knex: Knex, consultationRequestId: string) {
  return knex('uploads')
    .where({ attachedType: 'consultation-request', attachedId: consultationRequestId })
    .first('id');
}
