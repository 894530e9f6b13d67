import type { StaffingSelection } from '@beauty/domain/booking-rules';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { Knex } from 'knex';

/** A customer waiting for a date that was full, with what her email needs. */
export interface WaitingEntry {
  id: string;
  eventDate: string;
  serviceAreaId: string;
  areaName: string;
  travelMinutes: number;
  travelFeeCents: number;
  travelQuoted: boolean;
  /** The selection as she asked (the API stores the time mode with it). */
  selection: StaffingSelection & { timeMode?: TimeMode };
  createdAt: Date;
  customer: { email: string; firstName: string | null };
}

/** The date's waiting entries in the order they joined (first come, first served). */
export async function waitingEntriesOn(db: Knex, eventDate: string): Promise<WaitingEntry[]> {
  const rows = await db('waitlist_entries as w')
    .join('service_areas as a', 'a.id', 'w.serviceAreaId')
    .join('users as u', 'u.id', 'w.customerId')
    .where({ 'w.eventDate': eventDate, 'w.status': 'waiting' })
    .orderBy([{ column: 'w.createdAt' }, { column: 'w.id' }])
    .select(
      'w.id',
      'w.eventDate',
      'w.serviceAreaId',
      'a.name as areaName',
      'a.travelMinutes',
      'a.travelFeeCents',
      'a.quoted as travelQuoted',
      'w.selection',
      'w.createdAt',
      'u.email',
      'u.firstName',
    );
  return rows.map((row: Omit<WaitingEntry, 'customer'> & { email: string; firstName: string | null }) => ({
    id: row.id,
    eventDate: row.eventDate,
    serviceAreaId: row.serviceAreaId,
    areaName: row.areaName,
    travelMinutes: row.travelMinutes,
    travelFeeCents: row.travelFeeCents,
    travelQuoted: row.travelQuoted,
    selection: row.selection,
    createdAt: new Date(row.createdAt),
    customer: { email: row.email, firstName: row.firstName },
  }));
}

/** The dates from `from` to `to` on which someone is waiting, in order. */
export async function datesWithWaitingEntries(db: Knex, from: string, to: string): Promise<string[]> {
  const rows: Array<{ eventDate: string }> = await db('waitlist_entries')
    .where({ status: 'waiting' })
    .whereBetween('eventDate', [from, to])
    .distinct('eventDate')
    .orderBy('eventDate');
  return rows.map((row) => row.eventDate);
}

/** One rendered email, stored before it is sent (STYLE: rendering apart from sending). */
export interface StoredEmail {
  deliveryKey: string;
  eventId: string;
  template: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/**
 * Record that the entry is told of an opening: its email stored (unique key) and the entry
 * marked notified, in one transaction under a lock on the entry, so two jobs that find the same
 * opening never email her twice. False when the entry is no longer waiting (told already, left)
 * or its date has passed.
 */
export async function markWaitlistNotified(
  db: Knex,
  entryId: string,
  today: string,
  email: StoredEmail,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const entry = await trx('waitlist_entries')
      .where({ id: entryId })
      .forUpdate()
      .first('status', 'eventDate');
    if (entry?.status !== 'waiting' || entry.eventDate < today) return false;
    const stored = await trx('email_deliveries')
      .insert({ ...email, attachments: JSON.stringify([]) })
      .onConflict('deliveryKey')
      .ignore()
      .returning('id');
    await trx('waitlist_entries')
      .where({ id: entryId })
      .update({ status: 'notified', notifiedAt: trx.fn.now(), updatedAt: trx.fn.now() });
    return stored.length > 0;
  });
}
