import type { Knex } from 'knex';

/** A consultation as its emails read it: the customer, the time set, the booking it came with. */
export interface ConsultationEmailRow {
  id: string;
  status: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  meetingNote: string | null;
  calendarSequence: number;
  movePreferredTimes: string | null;
  moveNote: string | null;
  moveRequestedAt: Date | null;
  customer: { firstName: string | null; lastName: string | null; email: string; phone: string | null };
  booking: { id: string; eventDate: string; eventTime: string; eventType: string | null } | null;
  scheduledByName: string | null;
  /** When the row last changed (its updated_at): the LAST-MODIFIED of its calendar file. */
  updatedAt: Date;
}

/** The consultation an event is about (one query), or null when it is gone. */
export async function findConsultationForEmail(db: Knex, id: string): Promise<ConsultationEmailRow | null> {
  const row = await db('consultations as c')
    .join('users as u', 'u.id', 'c.customerId')
    .leftJoin('bookings as b', 'b.id', 'c.bookingId')
    .leftJoin('users as s', 's.id', 'c.scheduledBy')
    .where('c.id', id)
    .first(
      'c.id',
      'c.status',
      'c.scheduledDate',
      'c.scheduledTime',
      'c.meetingNote',
      'c.calendarSequence',
      'c.movePreferredTimes',
      'c.moveNote',
      'c.moveRequestedAt',
      'c.updatedAt',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.phone',
      'b.id as bookingId',
      'b.eventDate',
      'b.eventTime',
      'b.eventType',
      's.firstName as schedulerFirstName',
      's.lastName as schedulerLastName',
    );
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    scheduledDate: row.scheduledDate,
    scheduledTime: row.scheduledTime,
    meetingNote: row.meetingNote,
    calendarSequence: row.calendarSequence,
    movePreferredTimes: row.movePreferredTimes,
    moveNote: row.moveNote,
    moveRequestedAt: row.moveRequestedAt ? new Date(row.moveRequestedAt) : null,
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
    booking: row.bookingId
      ? { id: row.bookingId, eventDate: row.eventDate, eventTime: row.eventTime, eventType: row.eventType }
      : null,
    scheduledByName: schedulerNameOf(row),
    updatedAt: new Date(row.updatedAt),
  };
}

/** Who set the time, as the emails name her ('Ava Stone'), from the row's scheduler columns. */
export function schedulerNameOf(row: {
  schedulerFirstName: string | null;
  schedulerLastName: string | null;
}) {
  return [row.schedulerFirstName, row.schedulerLastName].filter((part) => part?.trim()).join(' ') || null;
}

/**
 * The consultation a scheduling event is about, while that event's time is still the one that
 * holds (a later move or a cancellation superseded it: null, and no email).
 */
export function stillScheduled(consultation: ConsultationEmailRow | null, sequence: number) {
  if (consultation?.status !== 'scheduled') return null;
  if (consultation.calendarSequence !== sequence) return null;
  if (!consultation.scheduledDate || !consultation.scheduledTime) return null;
  return { consultation, sequence };
}
