/**
 * The queries behind the staff's bookings: the admin's list, the stylist's Appointments list
 * (what she may see, and the open past ones read id first), and the locked row a staff change
 * starts from and writes back.
 */
import { ACTIVE_BOOKING_STATUSES, type BookingStatus, type PaymentStatus } from '@beauty/domain/status';
import { type BlockRow, planBlocksColumn } from '@beauty/server/bookings/booking-plans';
import { type BookingRow, bookingsQuery } from '@beauty/server/bookings/booking-rows';
import type { Knex } from 'knex';
import { valuesOf } from '../../db/values';
import type { SessionUser } from '../../http/session';
import { latestFirst, type PastCursor, pastCursor } from './booking-cursor';

/** Soonest appointment first, the id deciding between equals: a keyset order. */
const soonestFirst = [
  { column: 'b.eventDate', order: 'asc' },
  { column: 'b.eventTime', order: 'asc' },
  { column: 'b.id', order: 'asc' },
] as const;

/** Every booking after `after` (all of them without it), soonest first, `limit` of them. */
export function allBookingsPage(knex: Knex, after: PastCursor | null, limit: number): Promise<BookingRow[]> {
  return bookingsQuery(knex)
    .modify(pastCursor(after, '>'))
    .orderBy([...soonestFirst])
    .limit(limit);
}

/** Bookings a stylist works on: as the lead, or styling part of the party. */
export function staffedBy(query: Knex.QueryBuilder, stylistId: string): Knex.QueryBuilder {
  return query.where((q) =>
    q
      .where('b.stylistId', stylistId)
      .orWhereExists((blocks) =>
        blocks
          .from('stylist_blocks as k')
          .whereRaw('k.booking_id = b.id')
          .where({ 'k.stylistId': stylistId, 'k.kind': 'appointment' }),
      ),
  );
}

/** Finished: completed or cancelled (the others wait for their day, or to be completed). */
const FINISHED_BOOKING_STATUSES = ['completed', 'cancelled'] as const;

/** A booking of the Appointments list as read: its row and its plan's blocks (one statement). */
export type ListedRow = BookingRow & { planBlocks: BlockRow[] };

/** Bookings with their plans' blocks, for the Appointments list. */
const listQuery = (knex: Knex) => bookingsQuery(knex).select(planBlocksColumn(knex));

/** The bookings this person sees (all of them for an admin), unordered and unbounded. */
function visibleTo(
  knex: Knex,
  user: SessionUser,
  { claimable }: { claimable: boolean },
  query: Knex.QueryBuilder = listQuery(knex),
) {
  if (user.role === 'admin') return query;
  // Hers (staffedBy), and when claimable the active ones nobody holds time for: the blocks looked
  // up booking by booking as the keyset walks (OFFSET 0 keeps the planner from hashing every block
  // she, or anyone, ever held first: flat as the years add up).
  return query.where((q) => {
    q.where('b.stylistId', user.id).orWhereRaw(
      "exists (select 1 from stylist_blocks k where k.booking_id = b.id and k.stylist_id = ? and k.kind = 'appointment' offset 0)",
      [user.id],
    );
    if (claimable) {
      q.orWhere((unstaffed) =>
        unstaffed
          .whereIn('b.status', ACTIVE_BOOKING_STATUSES)
          .whereRaw(
            'not exists (select 1 from stylist_blocks k where k.booking_id = b.id and k.active offset 0)',
          ),
      );
    }
  });
}

/**
 * The bookings before `today` still pending or confirmed (to complete or cancel), the latest
 * first, `limit` of them (before `cursor` when given). Their ids first, then their
 * rows by id: asked in one statement, the planner reads the active-bookings index as mostly past
 * (the table is) and expects thousands where there are a handful, so it hashes every account to
 * join the clients (17 ms with 40,000 accounts). The ids come from the active-bookings index
 * (OFFSET 0 keeps the planner from walking every past booking by date for the order instead),
 * then are ordered: the work is the open ones, never the years behind them.
 */
export async function openPastBookings(
  knex: Knex,
  user: SessionUser,
  today: string,
  cursor: PastCursor | null,
  limit: number,
): Promise<ListedRow[]> {
  const open = visibleTo(knex, user, { claimable: true }, knex('bookings as b'))
    .where('b.eventDate', '<', today)
    .whereIn('b.status', ACTIVE_BOOKING_STATUSES)
    .modify(pastCursor(cursor, '<'))
    .select('b.id', 'b.eventDate', 'b.eventTime')
    .offset(0);
  const ids: string[] = await knex
    .from(open.as('b'))
    .orderBy([...latestFirst])
    .limit(limit)
    .pluck('b.id');
  if (ids.length === 0) return [];
  return listQuery(knex)
    .whereRaw('b.id = ANY(?::uuid[])', [ids])
    .orderBy([...latestFirst]);
}

/**
 * The finished bookings before `today` this person sees, the latest first, `limit` of them
 * (before `before` when given). A query to await, each row with its plan's blocks.
 */
export function finishedPastQuery(
  knex: Knex,
  user: SessionUser,
  today: string,
  before: PastCursor | null,
  limit: number,
) {
  return visibleTo(knex, user, { claimable: false })
    .whereIn('b.status', FINISHED_BOOKING_STATUSES)
    .where('b.eventDate', '<', today)
    .modify(pastCursor(before, '<'))
    .orderBy([...latestFirst])
    .limit(limit);
}

/**
 * The bookings from `today` on this person sees or may claim, soonest first, `limit` of them
 * (after `after` when given). A query to await, each row with its plan's blocks.
 */
export function upcomingQuery(
  knex: Knex,
  user: SessionUser,
  today: string,
  after: PastCursor | null,
  limit: number,
) {
  return visibleTo(knex, user, { claimable: true })
    .where('b.eventDate', '>=', today)
    .modify(pastCursor(after, '>'))
    .orderBy([...soonestFirst])
    .limit(limit);
}

export interface LockedBooking {
  id: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  stylistId: string | null;
  noShow: boolean;
  eventDate: string;
  eventTime: string;
  readyBy: string | null;
  travelMinutes: number;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  partySize: number;
  bridesmaidCount: number | null;
  holdExpiresAt: Date | null;
  totalPriceCents: number;
  depositCents: number;
  priceSetAt: Date | null;
  /** Stylists whose time the booking holds now. */
  staff: string[];
}

/** A booking's row locked for a staff change, with who holds its time now; undefined when there is none. */
export async function lockedBookingRow(
  trx: Knex.Transaction,
  id: string,
): Promise<LockedBooking | undefined> {
  const row = await trx('bookings')
    .where({ id })
    .forUpdate()
    .first(
      'id',
      'status',
      'paymentStatus',
      'stylistId',
      'noShow',
      'eventDate',
      'eventTime',
      'readyBy',
      'travelMinutes',
      'makeupService',
      'hairService',
      'bridalPackage',
      'partySize',
      'bridesmaidCount',
      'holdExpiresAt',
      'totalPriceCents',
      'depositCents',
      'priceSetAt',
    );
  if (!row) return undefined;
  const staff: string[] = await valuesOf(
    trx('stylist_blocks').where({ bookingId: id, active: true }),
    'stylistId',
  );
  return { ...row, staff };
}

/** The add-ons booked with a booking, by id. */
export function bookingAddOnIds(trx: Knex.Transaction, bookingId: string): Promise<string[]> {
  return valuesOf(trx('booking_add_ons').where({ bookingId }), 'addOnId');
}

/** An account's role, or undefined when there is no such account. */
export async function roleOf(trx: Knex.Transaction, userId: string): Promise<string | undefined> {
  const user = await trx('users').where({ id: userId }).first('role');
  return user?.role;
}

/** Write a staff change to a booking: `update`, the `stampedNow` columns set to now, updated now. */
export async function updateBookingRow(
  trx: Knex.Transaction,
  id: string,
  update: Record<string, unknown>,
  stampedNow: string[] = [],
): Promise<void> {
  const stamps = Object.fromEntries(stampedNow.map((column) => [column, trx.fn.now()]));
  await trx('bookings')
    .where({ id })
    .update({ ...update, ...stamps, updatedAt: trx.fn.now() });
}
