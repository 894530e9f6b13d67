/**
 * The queries behind Working Time and the Schedule: whose time a request is about, her hours
 * and time off written and read, and the blocks, names and unstaffed bookings the Schedule shows.
 */
import { ACTIVE_BOOKING_STATUSES, STAFF_ROLES } from '@beauty/domain/status';
import type { DayHours } from '@beauty/server/staffing/stylist-time';
import type { Knex } from 'knex';

/** Whether this account is on the staff (a stylist or an admin). */
export async function isStaffMember(knex: Knex, id: string): Promise<boolean> {
  const staff = await knex('users').where({ id }).whereIn('role', STAFF_ROLES).first('id');
  return Boolean(staff);
}

/** An account's name and email, or undefined. */
export function nameRowOf(
  knex: Knex,
  id: string,
): Promise<{ firstName: string | null; lastName: string | null; email: string } | undefined> {
  return knex('users').where({ id }).first('firstName', 'lastName', 'email');
}

/** A block of time off as read: its id, its note and when it holds her time. */
export interface TimeOffRow {
  id: string;
  heldFrom: Date;
  heldUntil: Date;
  note: string | null;
}

/** Her time off still to come at `now`, the soonest first. */
export function upcomingTimeOff(knex: Knex, stylistId: string, now: Date): Promise<TimeOffRow[]> {
  return knex('stylist_blocks')
    .where({ stylistId, kind: 'time-off', active: true })
    .whereRaw('upper(held) > ?', [now.toISOString()])
    .orderByRaw('lower(held)')
    .select('id', 'note', knex.raw('lower(held) as held_from'), knex.raw('upper(held) as held_until'));
}

/** Write all seven days of her hours at once (replacing what was there). */
export async function upsertWeekHours(
  trx: Knex.Transaction,
  stylistId: string,
  days: readonly DayHours[],
  updatedBy: string,
): Promise<void> {
  await trx('stylist_hours')
    .insert(
      days.map((day: DayHours, weekday) => ({
        stylistId,
        weekday,
        firstStart: day?.firstStart ?? null,
        lastStart: day?.lastStart ?? null,
        updatedAt: trx.fn.now(),
        updatedBy,
      })),
    )
    .onConflict(['stylistId', 'weekday'])
    .merge();
}

/** Hold her time off from `startsAt` to `endsAt` (the constraint refuses it over her appointments). */
export async function insertTimeOff(
  knex: Knex,
  block: { stylistId: string; startsAt: Date; endsAt: Date; note: string | null; createdBy: string },
): Promise<{ id: string; note: string | null }> {
  const [row] = await knex('stylist_blocks')
    .insert({
      stylistId: block.stylistId,
      kind: 'time-off',
      held: knex.raw('tstzrange(?, ?)', [block.startsAt.toISOString(), block.endsAt.toISOString()]),
      note: block.note,
      createdBy: block.createdBy,
    })
    .returning(['id', 'note']);
  return row;
}

/** A block of time off, locked, with whose time it holds and when; undefined when there is none. */
export function lockTimeOff(
  trx: Knex.Transaction,
  blockId: string,
): Promise<{ id: string; stylistId: string; heldFrom: Date; heldUntil: Date } | undefined> {
  return trx('stylist_blocks')
    .where({ id: blockId, kind: 'time-off' })
    .forUpdate()
    .first('id', 'stylistId', trx.raw('lower(held) as held_from'), trx.raw('upper(held) as held_until'));
}

export async function deleteBlock(trx: Knex.Transaction, blockId: string): Promise<void> {
  await trx('stylist_blocks').where({ id: blockId }).delete();
}

export interface BlockView {
  id: string;
  stylistId: string;
  kind: 'appointment' | 'time-off';
  bookingId: string | null;
  role: 'lead' | 'assist' | null;
  note: string | null;
  members: Array<{ label: string }>;
  heldFrom: Date;
  heldUntil: Date;
  serviceStart: Date | null;
  serviceEnd: Date | null;
  status: string | null;
  eventType: string | null;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  areaName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * The blocks holding time between `windowFrom` and `windowUntil` (active ones, and the
 * appointments of completed bookings), everyone's or only `stylistId`'s, the earliest first.
 */
export function scheduleBlocks(
  knex: Knex,
  windowFrom: Date,
  windowUntil: Date,
  stylistId: string | null,
): Promise<BlockView[]> {
  return knex('stylist_blocks as k')
    .leftJoin('bookings as b', 'b.id', 'k.bookingId')
    .leftJoin('users as c', 'c.id', 'b.customerId')
    .leftJoin('service_areas as area', 'area.id', 'b.serviceAreaId')
    .whereRaw('k.held && tstzrange(?, ?)', [windowFrom.toISOString(), windowUntil.toISOString()])
    .where((q) =>
      q
        .where('k.active', true)
        .orWhere((done) => done.where('k.kind', 'appointment').where('b.status', 'completed')),
    )
    .modify((q) => {
      if (stylistId) q.where('k.stylistId', stylistId);
    })
    .orderByRaw('lower(k.held)')
    .select(
      'k.id',
      'k.stylistId',
      'k.kind',
      'k.bookingId',
      'k.role',
      'k.note',
      'k.members',
      knex.raw('lower(k.held) as held_from'),
      knex.raw('upper(k.held) as held_until'),
      knex.raw('lower(k.service) as service_start'),
      knex.raw('upper(k.service) as service_end'),
      'b.status',
      'b.eventType',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'area.name as areaName',
      'c.firstName',
      'c.lastName',
      'c.email',
    );
}

/** Staff names for a schedule's columns. */
export function staffNameRows(
  knex: Knex,
  ids: readonly string[],
): Promise<Array<{ id: string; firstName: string | null; lastName: string | null; email: string }>> {
  return knex('users').whereIn('id', ids).select('id', 'firstName', 'lastName', 'email');
}

/** A booking nobody holds time for, as the Schedule lists it. */
export type UnstaffedRow = Pick<
  BlockView,
  'makeupService' | 'hairService' | 'bridalPackage' | 'firstName' | 'lastName' | 'email'
> & { id: string; eventDate: string; eventTime: string; status: string };

/** The active bookings from `from` to `to` whose time nobody holds, by appointment time. */
export function unstaffedBookings(knex: Knex, from: string, to: string): Promise<UnstaffedRow[]> {
  return knex('bookings as b')
    .join('users as c', 'c.id', 'b.customerId')
    .whereIn('b.status', ACTIVE_BOOKING_STATUSES)
    .whereBetween('b.eventDate', [from, to])
    .whereNotExists((q) =>
      q.from('stylist_blocks as k').whereRaw('k.booking_id = b.id').where('k.active', true),
    )
    .orderBy([{ column: 'b.eventDate' }, { column: 'b.eventTime' }])
    .select(
      'b.id',
      'b.eventDate',
      'b.eventTime',
      'b.status',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'c.firstName',
      'c.lastName',
      'c.email',
    );
}
