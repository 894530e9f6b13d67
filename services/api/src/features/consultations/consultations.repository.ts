import type { ConsultationMoveRequest, StaffConsultation } from '@beauty/domain/schemas/consultation';
import { OPEN_CONSULTATION_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import type { OpenConsultationCursor } from './open-consultations-cursor';

/** A consultation's row as the staff and customer views read it, with its customer and booking. */
export interface ConsultationRow {
  id: string;
  customerId: string;
  bookingId: string | null;
  status: StaffConsultation['status'];
  usedFreeConsultation: boolean;
  scheduledDate: string | null;
  scheduledTime: string | null;
  meetingNote: string | null;
  calendarSequence: number;
  createdAt: Date;
  scheduledAt: Date | null;
  moveRequestedAt: Date | null;
  movePreferredTimes: string | null;
  moveNote: string | null;
}

export interface StaffConsultationRow extends ConsultationRow {
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string;
  customerPhone: string | null;
  bookingEventDate: string | null;
  bookingEventTime: string | null;
  bookingEventType: string | null;
  bookingStatus: string | null;
  scheduledByFirstName: string | null;
  scheduledByLastName: string | null;
  scheduledByEmail: string | null;
}

export const CONSULTATION_COLUMNS = [
  'c.id',
  'c.customerId',
  'c.bookingId',
  'c.status',
  'c.usedFreeConsultation',
  'c.scheduledDate',
  'c.scheduledTime',
  'c.meetingNote',
  'c.calendarSequence',
  'c.createdAt',
  'c.scheduledAt',
  'c.moveRequestedAt',
  'c.movePreferredTimes',
  'c.moveNote',
] as const;

/** Every consultation with its customer, booking and scheduler in one query (no N+1). */
export function staffConsultationsQuery(knex: Knex | Knex.Transaction) {
  return knex('consultations as c')
    .join('users as u', 'u.id', 'c.customerId')
    .leftJoin('bookings as b', 'b.id', 'c.bookingId')
    .leftJoin('users as s', 's.id', 'c.scheduledBy')
    .select(
      ...CONSULTATION_COLUMNS,
      'u.firstName as customerFirstName',
      'u.lastName as customerLastName',
      'u.email as customerEmail',
      'u.phone as customerPhone',
      'b.eventDate as bookingEventDate',
      'b.eventTime as bookingEventTime',
      'b.eventType as bookingEventType',
      'b.status as bookingStatus',
      's.firstName as scheduledByFirstName',
      's.lastName as scheduledByLastName',
      's.email as scheduledByEmail',
    );
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part?.trim()).join(' ');

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function moveRequestOf(row: ConsultationRow): ConsultationMoveRequest | null {
  return row.moveRequestedAt
    ? {
        requestedAt: iso(row.moveRequestedAt)!,
        preferredTimes: row.movePreferredTimes ?? '',
        note: row.moveNote,
      }
    : null;
}

export function toStaffConsultation(row: StaffConsultationRow): StaffConsultation {
  return {
    id: row.id,
    status: row.status,
    usedFreeConsultation: row.usedFreeConsultation,
    scheduledDate: row.scheduledDate,
    scheduledTime: row.scheduledTime,
    meetingNote: row.meetingNote,
    createdAt: iso(row.createdAt)!,
    customer: {
      id: row.customerId,
      name: fullName(row.customerFirstName, row.customerLastName) || row.customerEmail,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    booking:
      row.bookingId && row.bookingEventDate
        ? {
            id: row.bookingId,
            eventDate: row.bookingEventDate,
            eventTime: row.bookingEventTime ?? '',
            eventType: row.bookingEventType,
            status: row.bookingStatus ?? '',
          }
        : null,
    scheduledBy: row.scheduledByEmail
      ? fullName(row.scheduledByFirstName, row.scheduledByLastName) || row.scheduledByEmail
      : null,
    scheduledAt: iso(row.scheduledAt),
    moveRequest: moveRequestOf(row),
  };
}

/** A customer's consultations, newest first. */
export function customerConsultations(knex: Knex, customerId: string): Promise<ConsultationRow[]> {
  return knex('consultations as c')
    .where('c.customerId', customerId)
    .orderBy([
      { column: 'c.createdAt', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .select(...CONSULTATION_COLUMNS);
}

/** A customer's own consultation, its row locked for the rest of the transaction; undefined when not hers. */
export function lockCustomerConsultation(
  trx: Knex.Transaction,
  id: string,
  customerId: string,
): Promise<ConsultationRow | undefined> {
  return trx('consultations as c')
    .where({ 'c.id': id, 'c.customerId': customerId })
    .forUpdate()
    .first(...CONSULTATION_COLUMNS);
}

/** One consultation as its customer sees it. */
export function findConsultation(db: Knex | Knex.Transaction, id: string): Promise<ConsultationRow> {
  return db('consultations as c')
    .where('c.id', id)
    .first(...CONSULTATION_COLUMNS);
}

/** Keep a customer's request to move her consultation (when would suit her, and a note). */
export async function saveMoveRequest(
  trx: Knex.Transaction,
  id: string,
  request: { preferredTimes: string; note: string | null },
): Promise<void> {
  await trx('consultations').where({ id }).update({
    moveRequestedAt: trx.fn.now(),
    movePreferredTimes: request.preferredTimes,
    moveNote: request.note,
    updatedAt: trx.fn.now(),
  });
}

/** Whether a consultation that is not cancelled used the customer's free consultation. */
export async function usedFreeConsultation(knex: Knex, customerId: string): Promise<boolean> {
  return Boolean(
    await knex('consultations')
      .where({ customerId, usedFreeConsultation: true })
      .whereNot({ status: 'cancelled' })
      .first('id'),
  );
}

/**
 * Open consultations (requested or scheduled), those still to schedule first, then by date and
 * time, after the cursor's row when there is one (keyset on consultations_open_keyset_idx).
 */
export function openStaffConsultations(
  knex: Knex,
  after: OpenConsultationCursor | null,
  limit: number,
): Promise<Array<StaffConsultationRow & { createdMicros: string }>> {
  return staffConsultationsQuery(knex)
    .select(knex.raw('(extract(epoch from c.created_at) * 1000000)::bigint::text as created_micros'))
    .whereIn('c.status', OPEN_CONSULTATION_STATUSES)
    .modify((q) => {
      if (after) {
        q.whereRaw(
          `(coalesce(c.scheduled_date, '-infinity'::date), coalesce(c.scheduled_time, ''), c.created_at, c.id)
               > (coalesce(?::date, '-infinity'::date), coalesce(?::text, ''), 'epoch'::timestamptz + ?::bigint * interval '1 microsecond', ?::uuid)`,
          [after.scheduledDate, after.scheduledTime, after.createdMicros, after.id],
        );
      }
    })
    .orderByRaw(
      "coalesce(c.scheduled_date, '-infinity'::date), coalesce(c.scheduled_time, ''), c.created_at, c.id",
    )
    .limit(limit);
}

/** One consultation as the staff see it; undefined for an unknown id. */
export function findStaffConsultation(
  db: Knex | Knex.Transaction,
  id: string,
): Promise<StaffConsultationRow | undefined> {
  return staffConsultationsQuery(db).where('c.id', id).first();
}

/** The consultation's row, locked for the rest of the transaction; undefined for an unknown id. */
export function lockConsultationRow(trx: Knex.Transaction, id: string): Promise<ConsultationRow | undefined> {
  return trx('consultations').where({ id }).forUpdate().first();
}

/** A date and time staff set, with how they will meet, who set it and its calendar file's SEQUENCE. */
export interface ConsultationSchedule {
  scheduledDate: string;
  scheduledTime: string;
  meetingNote: string | null;
  scheduledBy: string;
  calendarSequence: number;
}

/** Set the consultation's date and time (scheduled now by `scheduledBy`), closing any move request. */
export async function saveConsultationSchedule(
  trx: Knex.Transaction,
  id: string,
  schedule: ConsultationSchedule,
): Promise<void> {
  await trx('consultations').where({ id }).update({
    status: 'scheduled',
    scheduledDate: schedule.scheduledDate,
    scheduledTime: schedule.scheduledTime,
    meetingNote: schedule.meetingNote,
    scheduledBy: schedule.scheduledBy,
    scheduledAt: trx.fn.now(),
    calendarSequence: schedule.calendarSequence,
    moveRequestedAt: null,
    movePreferredTimes: null,
    moveNote: null,
    updatedAt: trx.fn.now(),
  });
}
