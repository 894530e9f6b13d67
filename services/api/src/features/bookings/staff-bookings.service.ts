import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  type StaffBooking,
  type StaffBookingRow,
} from '@beauty/domain/schemas/staff-bookings';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { planFromBlocks, plansOf } from '@beauty/server/bookings/booking-plans';
import type { BookingRow } from '@beauty/server/bookings/booking-rows';
import { toStaffBooking, toStaffBookingRow } from '@beauty/server/bookings/booking-views';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import type { Page } from '../../lib/keyset';
import { cursorOf, type PastCursor } from './booking-cursor';
import { bookingRowById } from './bookings.repository';
import {
  allBookingsPage,
  finishedPastQuery,
  type ListedRow,
  openPastBookings,
  upcomingQuery,
} from './staff-bookings.repository';

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
): Promise<Page<StaffBooking>> {
  const rows = await allBookingsPage(deps.knex, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await withPlans(deps.knex, page),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}

/** How many finished past bookings one answer of GET /api/stylist/bookings carries. */
export const PAST_PAGE_SIZE = 50;

/** How many past bookings still open (to complete) one answer of GET /api/stylist/bookings carries. */
export const OPEN_PAST_PAGE_SIZE = 50;

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
): Promise<Page<StaffBookingRow> & { laterCursor: string | null; openCursor: string | null }> {
  const { knex } = deps;
  if ([before, after, openBefore].filter(Boolean).length > 1)
    throw new AppError(400, "Ask for one of 'before', 'after' or 'openBefore', not several.");
  const first = !before && !after && !openBefore;
  const pastRead = first || before ? finishedPastQuery(knex, user, today, before, PAST_PAGE_SIZE + 1) : [];
  const aheadRead = first || after ? upcomingQuery(knex, user, today, after, UPCOMING_PAGE_SIZE + 1) : [];
  const openRead =
    first || openBefore ? openPastBookings(knex, user, today, openBefore, OPEN_PAST_PAGE_SIZE + 1) : [];
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
    items: bookings,
    nextCursor: cursorAfter(past, page, PAST_PAGE_SIZE),
    laterCursor: cursorAfter(ahead, aheadPage, UPCOMING_PAGE_SIZE),
    openCursor: cursorAfter(open, openPage, OPEN_PAST_PAGE_SIZE),
  };
}

/** One booking as staff see it, with its plan (404 when there is none). */
export async function readStaffBooking(knex: Knex, id: string): Promise<StaffBooking> {
  const row = await bookingRowById(knex, id);
  if (!row) throw new NotFound();
  const [booking] = await withPlans(knex, [row]);
  return booking as StaffBooking;
}
