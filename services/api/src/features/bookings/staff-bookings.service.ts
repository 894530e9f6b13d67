import { adminMessages, apiMessages } from '@beauty/domain/messages';
import type { StylistBookingPatch } from '@beauty/domain/schemas/booking';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  type AdminBookingPatch,
  type StaffBooking,
  type StaffBookingRow,
} from '@beauty/domain/schemas/staff-bookings';
import { todayInBusinessZone } from '@beauty/domain/slots';
import {
  ACTIVE_BOOKING_STATUSES,
  type BookingStatus,
  bookingMachine,
  canTransition,
  type PaymentStatus,
} from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import { valuesOf } from '../../db/values';
import type { AppDeps } from '../../deps';
import { Conflict, Forbidden, HttpError, NotFound, Unprocessable } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { holdPlan, planPlacement, releaseBookingTime, withAllocation } from '../staffing/allocation';
import { cursorOf, latestFirst, type PastCursor, pastCursor } from './booking-cursor';
import {
  type BlockRow,
  type BookingRow,
  bookingsQuery,
  planBlocksColumn,
  planFromBlocks,
  plansOf,
  toStaffBooking,
  toStaffBookingRow,
} from './bookings.repository';
import { releaseFreeConsultation } from './bookings.service';

/** Soonest appointment first, the id deciding between equals: a keyset order. */
const soonestFirst = [
  { column: 'b.eventDate', order: 'asc' },
  { column: 'b.eventTime', order: 'asc' },
  { column: 'b.id', order: 'asc' },
] as const;

/** Bookings as staff see them, each with its plan (one more query for all of them). */
async function withPlans(knex: Knex, rows: BookingRow[]): Promise<StaffBooking[]> {
  const plans = await plansOf(knex, rows);
  return rows.map((row) =>
    toStaffBooking(row, plans.get(row.id) as NonNullable<ReturnType<typeof plans.get>>),
  );
}

/**
 * GET /api/admin/bookings: every booking by appointment time (then id), `limit` a page (default
 * ADMIN_BOOKINGS_PAGE_SIZE, at most ADMIN_BOOKINGS_LIMIT_MAX); `nextCursor` (the Next-Cursor
 * header, absent on the last page) asks for the page after (`?after=`). Keyset on
 * (event_date, event_time, id), read by bookings_when_idx: flat however many bookings there are.
 */
export async function listAllBookings(
  deps: Pick<AppDeps, 'knex'>,
  { after = null, limit = ADMIN_BOOKINGS_PAGE_SIZE }: { after?: PastCursor | null; limit?: number } = {},
): Promise<{ bookings: StaffBooking[]; nextCursor: string | null }> {
  const rows: BookingRow[] = await bookingsQuery(deps.knex)
    .modify(pastCursor(after, '>'))
    .orderBy([...soonestFirst])
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    bookings: await withPlans(deps.knex, page),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
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

/** How many finished past bookings one answer of GET /api/stylist/bookings carries. */
export const PAST_PAGE_SIZE = 50;

/** Finished: completed or cancelled (the others wait for their day, or to be completed). */
const FINISHED_BOOKING_STATUSES = ['completed', 'cancelled'] as const;

/** A booking of the Appointments list as read: its row and its plan's blocks (one statement). */
type ListedRow = BookingRow & { planBlocks: BlockRow[] };

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

/** How many past bookings still open (to complete) one answer of GET /api/stylist/bookings carries. */
export const OPEN_PAST_PAGE_SIZE = 50;

/**
 * The bookings before `today` still pending or confirmed (to complete or cancel), the latest
 * first, OPEN_PAST_PAGE_SIZE + 1 of them (before `cursor` when given). Their ids first, then their
 * rows by id: asked in one statement, the planner reads the active-bookings index as mostly past
 * (the table is) and expects thousands where there are a handful, so it hashes every account to
 * join the clients (17 ms with 40,000 accounts). The ids come from the active-bookings index
 * (OFFSET 0 keeps the planner from walking every past booking by date for the order instead),
 * then are ordered: the work is the open ones, never the years behind them.
 */
async function openPastBookings(
  knex: Knex,
  user: SessionUser,
  today: string,
  cursor: PastCursor | null,
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
    .limit(OPEN_PAST_PAGE_SIZE + 1)
    .pluck('b.id');
  if (ids.length === 0) return [];
  return listQuery(knex)
    .whereRaw('b.id = ANY(?::uuid[])', [ids])
    .orderBy([...latestFirst]);
}

/** How many bookings from today on one answer of GET /api/stylist/bookings carries. */
export const UPCOMING_PAGE_SIZE = 50;

/** Which part of GET /api/stylist/bookings to answer: the first answer, or one cursor's page. */
export interface StylistBookingsPage {
  before?: PastCursor | null;
  after?: PastCursor | null;
  openBefore?: PastCursor | null;
}

/**
 * GET /api/stylist/bookings: a stylist's bookings (the lead's, and those she styles part of) plus
 * the active ones whose time nobody holds yet, for her to claim; an admin sees every booking.
 * Bounded however long the studio has run and however far ahead it is booked (issue 14 point 9):
 * the answer holds the OPEN_PAST_PAGE_SIZE latest past ones still open (to complete), the
 * UPCOMING_PAGE_SIZE first from today on by appointment time, then the PAST_PAGE_SIZE most
 * recent finished ones. `nextCursor` (the Next-Cursor header, absent at the end) asks for the
 * finished ones before those: `?before=<cursor>` answers that page alone, newest first.
 * `laterCursor` (the Later-Cursor header) asks for the bookings after the last one from today
 * on: `?after=<cursor>` answers those alone, soonest first, with their own Later-Cursor.
 * `openCursor` (the Open-Cursor header) asks for the open past ones before the last one shown:
 * `?openBefore=<cursor>` answers those alone, latest first, with their own Open-Cursor. Keyset
 * paging on (event_date, event_time, id), read by bookings_when_idx. Each row comes with its
 * plan, read in the same statement.
 */
export async function listStylistBookings(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  { before = null, after = null, openBefore = null }: StylistBookingsPage = {},
  today: string = todayInBusinessZone(),
): Promise<{
  bookings: StaffBookingRow[];
  nextCursor: string | null;
  laterCursor: string | null;
  openCursor: string | null;
}> {
  const { knex } = deps;
  if ([before, after, openBefore].filter(Boolean).length > 1)
    throw new HttpError(400, "Ask for one of 'before', 'after' or 'openBefore', not several.");
  const first = !before && !after && !openBefore;
  const pastRead =
    first || before
      ? visibleTo(knex, user, { claimable: false })
          .whereIn('b.status', FINISHED_BOOKING_STATUSES)
          .where('b.eventDate', '<', today)
          .modify(pastCursor(before, '<'))
          .orderBy([...latestFirst])
          .limit(PAST_PAGE_SIZE + 1)
      : [];
  const aheadRead =
    first || after
      ? visibleTo(knex, user, { claimable: true })
          .where('b.eventDate', '>=', today)
          .modify(pastCursor(after, '>'))
          .orderBy([...soonestFirst])
          .limit(UPCOMING_PAGE_SIZE + 1)
      : [];
  const openRead = first || openBefore ? openPastBookings(knex, user, today, openBefore) : [];
  // Three reads at once: the answer waits for the slowest, not for their sum.
  const [past, ahead, open] = (await Promise.all([pastRead, aheadRead, openRead])) as [
    ListedRow[],
    ListedRow[],
    ListedRow[],
  ];
  const page = past.slice(0, PAST_PAGE_SIZE);
  const aheadPage = ahead.slice(0, UPCOMING_PAGE_SIZE);
  const openPage = open.slice(0, OPEN_PAST_PAGE_SIZE);
  // Each row with its plan, read in the same statement: no second round trip for the blocks.
  const bookings = [...openPage, ...aheadPage, ...page].map((row) =>
    toStaffBookingRow(row, planFromBlocks(row)),
  );
  const cursorAfter = (rows: ListedRow[], shown: ListedRow[], size: number) => {
    const last = shown.at(-1);
    return rows.length > size && last ? cursorOf(last) : null;
  };
  return {
    bookings,
    nextCursor: cursorAfter(past, page, PAST_PAGE_SIZE),
    laterCursor: cursorAfter(ahead, aheadPage, UPCOMING_PAGE_SIZE),
    openCursor: cursorAfter(open, openPage, OPEN_PAST_PAGE_SIZE),
  };
}

async function readStaffBooking(knex: Knex, id: string): Promise<StaffBooking> {
  const row: BookingRow | undefined = await bookingsQuery(knex).where('b.id', id).first();
  if (!row) throw new NotFound();
  const [booking] = await withPlans(knex, [row]);
  return booking as StaffBooking;
}

interface LockedBooking {
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
  /** Stylists whose time the booking holds now. */
  staff: string[];
}

async function lockBooking(trx: Knex.Transaction, id: string): Promise<LockedBooking> {
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
    );
  if (!row) throw new NotFound();
  const staff: string[] = await valuesOf(
    trx('stylist_blocks').where({ bookingId: id, active: true }),
    'stylistId',
  );
  return { ...row, staff };
}

const isActive = (status: string) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * Place an active booking's time again with `lead` first (its whole party, more of the team when
 * it needs them), after letting its current time go: an assignment, a claim. 409 when `lead`
 * cannot take it then; the constraint has the last word.
 */
async function placeWithLead(
  trx: Knex.Transaction,
  booking: LockedBooking,
  lead: string,
  actor: SessionUser,
) {
  await releaseBookingTime(trx, booking.id);
  const addOns: string[] = await valuesOf(trx('booking_add_ons').where({ bookingId: booking.id }), 'addOnId');
  const plan = await planPlacement(trx, {
    selection: {
      makeupService: booking.makeupService,
      hairService: booking.hairService,
      bridalPackage: booking.bridalPackage,
      addOns,
      partySize: booking.bridalPackage ? null : booking.partySize,
      bridesmaidCount: booking.bridesmaidCount,
    },
    date: booking.eventDate,
    mode: booking.readyBy ? 'ready-by' : 'start',
    time: booking.readyBy ?? booking.eventTime,
    travelMinutes: booking.travelMinutes,
    prefer: lead,
  });
  const leads = plan?.assignments.find((a) => a.role === 'lead');
  if (!plan || leads?.stylistId !== lead) throw new Conflict(adminMessages.stylistNotFree);
  await holdPlan(trx, booking.id, plan, actor.id);
}

interface StaffChange {
  status?: 'confirmed' | 'completed' | 'cancelled';
  stylistId?: string | null;
  paymentStatus?: PaymentStatus;
  noShow?: boolean;
}

const STATUS_EVENTS = {
  confirmed: 'booking.confirmed',
  completed: 'booking.completed',
  cancelled: 'booking.cancelled',
} as const;

/**
 * Apply staff changes to a locked booking: the status through the booking machine (409
 * otherwise), the assignee (a stylist or an admin), payments and the no-show mark, each change
 * recorded with who made it, and the events that email, update the timeline and recompute
 * the stylists' figures. Only what really changes is written.
 */
async function applyStaffChange(
  trx: Knex.Transaction,
  actor: SessionUser,
  booking: LockedBooking,
  change: StaffChange,
  now: Date,
): Promise<void> {
  const update: Record<string, unknown> = {};
  // The work and its balance come on the day: nobody completes a booking, or records it paid in
  // full, before it starts (a deposit is recorded any time; a no-show below likewise waits).
  const started = appointmentStartsAt(booking.eventDate, booking.eventTime) <= now;
  if (change.status === 'completed' && booking.status !== 'completed' && !started)
    throw new Unprocessable(adminMessages.completeNeedsPastStart);
  if (change.paymentStatus === 'completed' && booking.paymentStatus !== 'completed' && !started)
    throw new Unprocessable(adminMessages.paidInFullNeedsPastStart);
  if (change.status !== undefined && change.status !== booking.status) {
    if (!canTransition(bookingMachine, booking.status, change.status)) {
      throw new Conflict(apiMessages.illegalTransition(booking.status, change.status));
    }
    update.status = change.status;
    update.statusChangedBy = actor.id;
    update[`${change.status}At`] = trx.fn.now();
    // Cancelled by the studio before the appointment: the customer keeps their free consultation.
    if (change.status === 'cancelled' && !started) {
      await releaseFreeConsultation(trx, booking.id, actor.id);
    }
  }
  const updated: {
    stylistId?: string | null;
    previousStylistId?: string | null;
    paymentStatus?: string;
    noShow?: boolean;
  } = {};
  if (
    change.stylistId !== undefined &&
    (change.stylistId !== booking.stylistId ||
      (change.stylistId && !booking.staff.includes(change.stylistId)))
  ) {
    if (change.stylistId) {
      const assignee = await trx('users').where({ id: change.stylistId }).first('role');
      if (!assignee || (assignee.role !== 'stylist' && assignee.role !== 'admin')) {
        throw new Unprocessable(adminMessages.assigneeNotStaff);
      }
      // An active booking's time moves with it; a past one only changes its name.
      if (isActive(change.status ?? booking.status))
        await placeWithLead(trx, booking, change.stylistId, actor);
    } else {
      await releaseBookingTime(trx, booking.id);
    }
    update.stylistId = change.stylistId;
    updated.stylistId = change.stylistId;
    updated.previousStylistId = booking.stylistId;
  }
  if (change.paymentStatus !== undefined && change.paymentStatus !== booking.paymentStatus) {
    update.paymentStatus = change.paymentStatus;
    updated.paymentStatus = change.paymentStatus;
  }
  // A deposit recorded, or the booking confirmed: its date is no longer only held.
  if (
    booking.holdExpiresAt &&
    (update.status === 'confirmed' ||
      update.paymentStatus === 'deposit_received' ||
      update.paymentStatus === 'completed')
  )
    update.holdExpiresAt = null;
  if (update.status === 'cancelled') {
    update.cancellationReason = 'studio';
    update.holdExpiresAt = null;
  }
  if (change.noShow !== undefined && change.noShow !== booking.noShow) {
    if (change.noShow && !started) {
      throw new Unprocessable(adminMessages.noShowNeedsPastStart);
    }
    update.noShow = change.noShow;
    updated.noShow = change.noShow;
  }
  if (Object.keys(update).length === 0) return;
  await trx('bookings')
    .where({ id: booking.id })
    .update({ ...update, updatedAt: trx.fn.now() });
  if (Object.keys(updated).length > 0) {
    await writeEvent(trx, {
      type: 'booking.updated',
      entityType: 'booking',
      entityId: booking.id,
      payload: { bookingId: booking.id, changedBy: actor.id, ...updated },
    });
  }
  if (update.status) {
    const status = update.status as keyof typeof STATUS_EVENTS;
    await writeEvent(trx, {
      type: STATUS_EVENTS[status],
      entityType: 'booking',
      entityId: booking.id,
      payload:
        status === 'cancelled' ? { bookingId: booking.id } : { bookingId: booking.id, changedBy: actor.id },
    } as Parameters<typeof writeEvent>[1]);
  }
}

/** PATCH /api/admin/bookings/{id}: confirm, complete, cancel, assign, record payments, mark a no-show. */
export async function patchBookingAsAdmin(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  id: string,
  patch: AdminBookingPatch,
  now: Date = new Date(),
): Promise<StaffBooking> {
  await withAllocation(deps.knex, async (trx) => {
    await applyStaffChange(trx, actor, await lockBooking(trx, id), patch, now);
  });
  await deps.publicCache?.invalidate('availability');
  return readStaffBooking(deps.knex, id);
}

/**
 * PATCH /api/stylist/bookings/{id}: a stylist confirms or completes their own booking and
 * records its payment (the spec's complete action sets status and paymentStatus to completed).
 * An unassigned booking becomes theirs; another stylist's booking is not theirs to see (404).
 * Cancelling stays with the admins and the customer.
 */
export async function patchBookingAsStylist(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  id: string,
  patch: StylistBookingPatch,
  now: Date = new Date(),
): Promise<StaffBooking> {
  if (patch.status === 'cancelled' && actor.role !== 'admin') throw new Forbidden();
  await withAllocation(deps.knex, async (trx) => {
    const booking = await lockBooking(trx, id);
    const mine = booking.stylistId === actor.id || booking.staff.includes(actor.id);
    if (!mine && actor.role !== 'admin') {
      if (booking.stylistId || booking.staff.length > 0) throw new NotFound();
      if (!isActive(booking.status)) throw new NotFound();
    }
    if (patch.status === 'pending') {
      throw new Conflict(apiMessages.illegalTransition(booking.status, 'pending'));
    }
    await applyStaffChange(
      trx,
      actor,
      booking,
      {
        status: patch.status as StaffChange['status'],
        paymentStatus: patch.paymentStatus,
        // Nobody holds its time yet: the stylist who confirms or completes it takes it.
        ...(booking.stylistId || booking.staff.length > 0 ? {} : { stylistId: actor.id }),
      },
      now,
    );
  });
  await deps.publicCache?.invalidate('availability');
  return readStaffBooking(deps.knex, id);
}

/**
 * POST /api/stylist/bookings/{id}/claim: take an active booking whose time nobody holds (409 if
 * someone has it, or when the claimer is not free then: her time is placed like any other).
 */
export async function claimBooking(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  id: string,
): Promise<StaffBooking> {
  await withAllocation(deps.knex, async (trx) => {
    const booking = await lockBooking(trx, id);
    if (booking.stylistId === actor.id && booking.staff.includes(actor.id)) return;
    const someoneElse = booking.stylistId && booking.stylistId !== actor.id;
    if (someoneElse || booking.staff.length > 0) throw new Conflict(adminMessages.bookingTaken);
    if (!isActive(booking.status)) {
      throw new Conflict(apiMessages.illegalTransition(booking.status, 'claimed'));
    }
    await applyStaffChange(trx, actor, booking, { stylistId: actor.id }, new Date());
  });
  await deps.publicCache?.invalidate('availability');
  return readStaffBooking(deps.knex, id);
}
