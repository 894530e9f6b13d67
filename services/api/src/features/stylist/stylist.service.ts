import { createHmac } from 'node:crypto';
import { splitFullName } from '@beauty/domain/contact-details';
import { adminMessages } from '@beauty/domain/messages';
import type { CalendarFeed, StaffBooking, StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import {
  CLIENT_LIST_LIMIT,
  type ClientNotes,
  type ClientNotesInput,
  type StylistClient,
  type StylistClientsQuery,
  type StylistStats,
} from '@beauty/domain/schemas/stylist-dashboard';
import { PAGE_LIMIT_MAX } from '@beauty/domain/schemas/user';
import { hashToken } from '@beauty/server/tokens';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { claimIdempotencyKey, requestHash, storeAnswer } from '../../lib/idempotency';
import { cursorTimeSql, pageLimit, pageOf, parseTimeCursor } from '../../lib/keyset';
import { isEmailConfirmed } from '../auth/email-confirmation';
import { awaitsInvitation, inviteToSetPassword, revokeLinks } from '../auth/password-tokens';
import { plansOf } from '../bookings/booking-plans.repository';
import { fullName, toStaffBooking } from '../bookings/booking-views';
import { type BookingRow, bookingsQuery, clientContactColumns } from '../bookings/bookings.repository';
import { assertBookableDate, checkSelection, insertBooking, pricingContext } from '../bookings/new-booking';
import { withAllocation } from '../staffing/allocation';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The answer never says whether the email had an account, nor what that account holds. */
export interface AppointmentCreated {
  booking: StaffBooking;
  message: string;
}

/**
 * A stylist books an appointment for a client (spec 001 'Create New Appointment'). The client's
 * account is found by email or created without a password, and then she is emailed an invitation
 * to set one (registering later with that email sends her another); the booking
 * is confirmed, priced from the catalog and the area, and staffed with the stylist herself as
 * the lead (more of the team when the party needs them; 409 when she is not free); the client
 * gets the same confirmation email as a customer who booked online.
 */
export async function createAppointment(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  stylist: SessionUser,
  input: StylistAppointmentInput,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<{ status: number; body: AppointmentCreated; replayed: boolean }> {
  assertBookableDate(input.eventDate, now);
  const { catalog, area, rates } = await pricingContext(deps, input.serviceArea);
  const price = checkSelection(input, catalog, area, { bridesmaidsRequired: false, rates });
  const answer = await withAllocation(deps.knex, async (trx) => {
    if (idempotencyKey) {
      const stored = await claimIdempotencyKey(trx, stylist.id, idempotencyKey, requestHash(input));
      if (stored) return { status: stored.status, body: stored.body as AppointmentCreated, replayed: true };
    }
    const email = input.clientEmail.trim();
    const { firstName, lastName } = splitFullName(input.clientName);
    // Insert-or-find in one statement, so two stylists booking a new client at once share one account.
    const inserted = await trx.raw(
      `INSERT INTO users (email, first_name, last_name, phone, role) VALUES (?, ?, ?, ?, 'customer')
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
      [email, firstName, lastName, blankToNull(input.clientPhone)],
    );
    const clientCreated = inserted.rows.length > 0;
    const clientId: string = clientCreated
      ? inserted.rows[0].id
      : (await trx('users').whereRaw('lower(email) = lower(?)', [email]).first('id')).id;
    // Whoever signed up with her address but never proved it does not get to see the booking.
    const reclaimed = !clientCreated && (await reclaimUnconfirmedAccount(trx, clientId, input));
    if (!reclaimed && (clientCreated || (await awaitsInvitation(trx, clientId))))
      await inviteToSetPassword(trx, clientId);
    const { id } = await insertBooking(trx, {
      input,
      price,
      catalog,
      area,
      customerId: clientId,
      createdBy: stylist.id,
      status: 'confirmed',
      notBefore: now,
      requiredStylistId: stylist.id,
      contact: { firstName, lastName, phone: blankToNull(input.clientPhone) },
    });
    const row: BookingRow = await bookingsQuery(trx).where('b.id', id).first();
    const plans = await plansOf(trx, [row]);
    const body: AppointmentCreated = {
      booking: toStaffBooking(row, plans.get(id) as NonNullable<ReturnType<typeof plans.get>>),
      message: adminMessages.appointmentCreated,
    };
    if (idempotencyKey) await storeAnswer(trx, stylist.id, idempotencyKey, { status: 201, body });
    return { status: 201, body, replayed: false };
  });
  if (!answer.replayed) await deps.publicCache?.invalidate('availability');
  return answer;
}

/**
 * An account someone signed up with this email but never confirmed (issue 13, point 4) does not
 * get the booking a stylist makes for the address: its password is cleared, its sessions end, its
 * links stop working, its details become the ones the stylist took, and the address is invited to
 * set a password (which confirms it). True when it was such an account.
 */
async function reclaimUnconfirmedAccount(
  trx: Knex.Transaction,
  userId: string,
  input: StylistAppointmentInput,
): Promise<boolean> {
  const account = await trx('users')
    .where({ id: userId })
    .forUpdate()
    .first('passwordHash', 'emailVerifiedAt', 'oidcSubject');
  if (!account?.passwordHash || isEmailConfirmed(account)) return false;
  const { firstName, lastName } = splitFullName(input.clientName);
  await trx('users')
    .where({ id: userId })
    .update({
      passwordHash: null,
      firstName,
      lastName,
      phone: blankToNull(input.clientPhone),
      updatedAt: trx.fn.now(),
    });
  await trx('sessions').where({ userId }).delete();
  await revokeLinks(trx, userId);
  await inviteToSetPassword(trx, userId);
  return true;
}

/** The figures the stats worker keeps for this stylist (zeros until it first runs). */
export async function readStats(deps: Pick<AppDeps, 'knex'>, user: SessionUser): Promise<StylistStats> {
  const row = await deps.knex('stylist_stats').where({ stylistId: user.id }).first();
  if (!row) {
    return {
      todaysBookings: 0,
      thisWeekBookings: 0,
      totalClients: 0,
      totalBookings: 0,
      thisMonthRevenue: 0,
      thisMonthRevenueCents: 0,
      revenueByMonth: [],
      computedAt: null,
    };
  }
  return {
    todaysBookings: row.todaysBookings,
    thisWeekBookings: row.thisWeekBookings,
    totalClients: row.totalClients,
    totalBookings: row.totalBookings,
    thisMonthRevenue: row.thisMonthRevenueCents / 100,
    thisMonthRevenueCents: row.thisMonthRevenueCents,
    revenueByMonth: row.revenueByMonth ?? [],
    computedAt: new Date(row.computedAt).toISOString(),
  };
}

/** Bookings that make someone a client of this stylist (an admin: of the business). */
function clientBookings(knex: Knex, user: SessionUser, alias = 'b') {
  const q = knex(`bookings as ${alias}`).whereNot(`${alias}.status`, 'cancelled');
  return user.role === 'admin' ? q : q.where(`${alias}.stylistId`, user.id);
}

/**
 * GET /api/stylist/clients: the stylist's clients (an admin: the business's), the one whose latest
 * booking is newest first, a page at a time (issue 14 point 9: the answer does not grow with the
 * years): `limit` of them (default CLIENT_LIST_LIMIT), and `nextCursor` (the Next-Cursor header)
 * for the ones after. Each with how many bookings she has with the stylist, and her name as her
 * latest booking shows it (as staff gave it for one they made, see clientContactColumns), never
 * more than the bookings told the stylist. A client is read from her latest booking: the walk goes
 * down bookings_stylist_created_idx (an admin's: bookings_client_created_idx) and skips a booking
 * when the same client has a later one (bookings_customer_idx), so it reads about a page of rows,
 * not years.
 */
export async function listClients(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  query: StylistClientsQuery = {},
): Promise<{ clients: StylistClient[]; nextCursor: string | null }> {
  const { knex } = deps;
  const before = parseTimeCursor(query.before);
  const limit = pageLimit(query.limit, CLIENT_LIST_LIMIT, PAGE_LIMIT_MAX);
  // The same client's other bookings that make her this stylist's client.
  const sameClient = (alias: string) =>
    clientBookings(knex, user, alias).whereRaw(`??.customer_id = b.customer_id`, [alias]);
  const rows: Array<{
    id: string;
    bookingId: string;
    cursorAt: string;
    clientFirstName: string | null;
    clientLastName: string | null;
    email: string;
    createdAt: Date;
    count: string;
  }> = await clientBookings(knex, user, 'b')
    .join('users as u', 'u.id', 'b.customerId')
    .whereNotExists(sameClient('later').whereRaw('(later.created_at, later.id) > (b.created_at, b.id)'))
    .modify((q) => {
      if (before) q.whereRaw('(b.created_at, b.id) < (?::timestamptz, ?::uuid)', [before.at, before.id]);
    })
    .orderBy([
      { column: 'b.createdAt', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ])
    .limit(limit + 1)
    .select(
      'b.customerId as id',
      'b.id as bookingId',
      knex.raw(`${cursorTimeSql('b.created_at')} as cursor_at`),
      ...clientContactColumns(knex, 'b', 'u'),
      'u.email',
      'u.createdAt',
      sameClient('counted').count('*').as('count'),
    );
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.bookingId }));
  return {
    clients: page.rows.map((r) => ({
      id: r.id,
      name: fullName(r.clientFirstName, r.clientLastName) ?? 'Client',
      firstName: r.clientFirstName,
      lastName: r.clientLastName,
      email: r.email,
      createdAt: new Date(r.createdAt).toISOString(),
      totalBookings: Number(r.count),
    })),
    nextCursor: page.nextCursor,
  };
}

async function assertClientOf(knex: Knex, user: SessionUser, clientId: string) {
  const booking = await clientBookings(knex, user).where('b.customerId', clientId).first('b.id');
  if (!booking) throw new NotFound();
}

// biome-ignore lint/suspicious/noExplicitAny: a client_notes row
const toNotes = (clientId: string, row: any): ClientNotes => ({
  clientId,
  skinTone: row?.skinTone ?? null,
  allergies: row?.allergies ?? null,
  preferences: row?.preferences ?? null,
  generalNotes: row?.generalNotes ?? null,
  updatedAt: row?.updatedAt ? new Date(row.updatedAt).toISOString() : null,
});

/** This stylist's private notes about one of their clients (404 for anyone else's client). */
export async function readClientNotes(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  clientId: string,
): Promise<ClientNotes> {
  await assertClientOf(deps.knex, user, clientId);
  const row = await deps.knex('client_notes').where({ stylistId: user.id, clientId }).first();
  return toNotes(clientId, row);
}

export async function saveClientNotes(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  clientId: string,
  input: ClientNotesInput,
): Promise<ClientNotes> {
  await assertClientOf(deps.knex, user, clientId);
  const values = {
    skinTone: blankToNull(input.skinTone),
    allergies: blankToNull(input.allergies),
    preferences: blankToNull(input.preferences),
    generalNotes: blankToNull(input.generalNotes),
    updatedAt: deps.knex.fn.now(),
  };
  const [row] = await deps
    .knex('client_notes')
    .insert({ stylistId: user.id, clientId, ...values })
    .onConflict(['stylistId', 'clientId'])
    .merge(values)
    .returning('*');
  return toNotes(clientId, row);
}

/**
 * The calendar feed's token is derived (HMAC of the user and the feed's creation time) rather
 * than stored, so the address can be shown again at any time while only its hash is kept;
 * resetting the link changes the creation time, which retires the old address.
 */
function feedToken(secret: string, userId: string, createdAt: Date): string {
  return createHmac('sha256', secret)
    .update(`calendar-feed:${userId}:${createdAt.toISOString()}`)
    .digest('base64url');
}

function feedAnswer(deps: Pick<AppDeps, 'config'>, userId: string, createdAt: Date): CalendarFeed {
  const token = feedToken(deps.config.sessionSecret, userId, createdAt);
  return {
    url: new URL(`/api/calendar/${token}.ics`, deps.config.publicUrl).toString(),
    createdAt: createdAt.toISOString(),
  };
}

async function writeFeed(deps: Pick<AppDeps, 'knex' | 'config'>, userId: string): Promise<CalendarFeed> {
  // Whole milliseconds, so the creation time read back derives the same token.
  const createdAt = new Date(Math.floor(Date.now()));
  const tokenHash = hashToken(feedToken(deps.config.sessionSecret, userId, createdAt));
  await deps
    .knex('calendar_feeds')
    .insert({ userId, tokenHash, createdAt })
    .onConflict('userId')
    .merge({ tokenHash, createdAt });
  return feedAnswer(deps, userId, createdAt);
}

export async function calendarFeedOf(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser,
): Promise<CalendarFeed> {
  const row = await deps.knex('calendar_feeds').where({ userId: user.id }).first('createdAt');
  return row ? feedAnswer(deps, user.id, new Date(row.createdAt)) : writeFeed(deps, user.id);
}

export const rotateCalendarFeed = (deps: Pick<AppDeps, 'knex' | 'config'>, user: SessionUser) =>
  writeFeed(deps, user.id);

/** The user a feed token belongs to, or null (an unknown or retired token). */
export async function feedOwner(deps: Pick<AppDeps, 'knex'>, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await deps
    .knex('calendar_feeds')
    .where({ tokenHash: hashToken(token) })
    .first('userId');
  return row?.userId ?? null;
}
