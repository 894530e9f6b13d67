import type { Knex } from 'knex';

/** An event type that counts, or one that counts only when its payload has `key` (a staff change of the price). */
export type CountedEvent = string | { type: string; key: string };

/**
 * How many events of `counted` the booking of event `eventId` had up to and including that
 * event (ordered by created_at, then id).
 */
export async function countBookingEventsUpTo(
  db: Knex,
  eventId: string,
  counted: readonly CountedEvent[],
): Promise<number> {
  const types = counted.filter((c): c is string => typeof c === 'string');
  const keyed = counted.filter((c): c is { type: string; key: string } => typeof c !== 'string');
  const row = await db('outbox_events as r')
    .join('outbox_events as e', (on) => {
      on.on('r.entityType', '=', 'e.entityType').andOn('r.entityId', '=', 'e.entityId');
    })
    .where('e.id', eventId)
    .where((q) => {
      q.whereIn('r.type', types);
      // jsonb's key-exists operator '?', escaped so knex does not read it as a binding.
      for (const { type, key } of keyed)
        q.orWhere((k) => k.where('r.type', type).whereRaw('r.payload \\? ?', [key]));
    })
    .where(db.raw('(r.created_at, r.id) <= (e.created_at, e.id)'))
    .count<{ count: number }>('r.id as count')
    .first();
  return Number(row?.count ?? 0);
}

/** When the booking's latest 'booking.created' or 'booking.rescheduled' event was written, if any. */
export async function latestScheduleEventAt(db: Knex, bookingId: string): Promise<Date | null> {
  const row = await db('outbox_events')
    .where({ entityType: 'booking', entityId: bookingId })
    .whereIn('type', ['booking.created', 'booking.rescheduled'])
    .max<{ latest: Date | null }>('createdAt as latest')
    .first();
  return row?.latest ? new Date(row.latest) : null;
}

/** The booking's status, date and time, its row locked FOR SHARE; undefined when it is gone. */
export function shareLockBookingSlot(
  trx: Knex.Transaction,
  bookingId: string,
): Promise<{ status: string; eventDate: string; eventTime: string } | undefined> {
  return trx('bookings').where({ id: bookingId }).forShare().first('status', 'eventDate', 'eventTime');
}

/** Write 'booking.reminder_due' unless its dedupe key is taken; returns whether it was written. */
export async function insertReminderDue(
  trx: Knex.Transaction,
  bookingId: string,
  data: object,
  dedupeKey: string,
): Promise<boolean> {
  const inserted = await trx('outbox_events')
    .insert({
      type: 'booking.reminder_due',
      entityType: 'booking',
      entityId: bookingId,
      payload: JSON.stringify(data),
      dedupeKey,
    })
    .onConflict('dedupeKey')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** Serialize the transaction's work on one job id (released at commit or rollback). */
export async function lockJobId(trx: Knex.Transaction, jobId: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [jobId]);
}

/** A booking's date and status, or undefined when it is gone. */
export function bookingDateOf(
  db: Knex,
  bookingId: string,
): Promise<{ eventDate: string; status: string } | undefined> {
  return db('bookings').where({ id: bookingId }).first('eventDate', 'status');
}
