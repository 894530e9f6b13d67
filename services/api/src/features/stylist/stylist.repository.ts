/**
 * The Stylist Dashboard's queries: the client an appointment is booked for (found or created),
 * an unconfirmed account taken back, the stats row, the client list and notes, and the
 * calendar feed's rows.
 */

import type { StylistStats } from '@beauty/domain/schemas/stylist-dashboard';
import { COUNTED_BOOKING_STATUSES } from '@beauty/domain/status';
import { clientContactColumns } from '@beauty/server/bookings/booking-rows';
import type { Knex } from 'knex';
import type { SessionUser } from '../../http/session';
import { cursorTimeSql, newestFirst, type TimeCursor } from '../../lib/keyset';

/**
 * The client's account by email, created without a password when there is none: insert-or-find
 * in one statement, so two stylists booking a new client at once share one account.
 */
export async function insertOrFindClient(
  trx: Knex.Transaction,
  client: { email: string; firstName: string | null; lastName: string | null; phone: string | null },
): Promise<{ clientId: string; clientCreated: boolean }> {
  const inserted = await trx.raw(
    `INSERT INTO users (email, first_name, last_name, phone, role) VALUES (?, ?, ?, ?, 'customer')
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
    [client.email, client.firstName, client.lastName, client.phone],
  );
  const clientCreated = inserted.rows.length > 0;
  const clientId: string = clientCreated
    ? inserted.rows[0].id
    : (await trx('users').whereRaw('lower(email) = lower(?)', [client.email]).first('id')).id;
  return { clientId, clientCreated };
}

/** Lock an account and read what tells whether its email was ever confirmed. */
export function lockAccountCredentials(
  trx: Knex.Transaction,
  userId: string,
): Promise<
  { passwordHash: string | null; emailVerifiedAt: Date | null; oidcSubject: string | null } | undefined
> {
  return trx('users')
    .where({ id: userId })
    .forUpdate()
    .first('passwordHash', 'emailVerifiedAt', 'oidcSubject');
}

/** Clear an account's password, give it the details the stylist took, and end its sessions. */
export async function resetAccountToContact(
  trx: Knex.Transaction,
  userId: string,
  contact: { firstName: string | null; lastName: string | null; phone: string | null },
): Promise<void> {
  await trx('users').where({ id: userId }).update({
    passwordHash: null,
    firstName: contact.firstName,
    lastName: contact.lastName,
    phone: contact.phone,
    updatedAt: trx.fn.now(),
  });
  await trx('sessions').where({ userId }).delete();
}

/** The stats worker's row of a stylist's figures or of the studio's, or undefined before it first runs. */
export function statsRowOf(knex: Knex, scope: StylistStats['scope'], stylistId: string) {
  return scope === 'studio'
    ? knex('studio_stats').where({ scope }).first()
    : knex('stylist_stats').where({ stylistId }).first();
}

/** Bookings that make someone a client of this stylist (an admin: of the business). */
function clientBookings(knex: Knex, user: SessionUser, alias = 'b') {
  const q = knex(`bookings as ${alias}`).whereNot(`${alias}.status`, 'cancelled');
  return user.role === 'admin' ? q : q.where(`${alias}.stylistId`, user.id);
}

/** A client's row of the client list: her latest booking, her name as it shows it, her count. */
export interface ClientListRow {
  id: string;
  bookingId: string;
  cursorAt: string;
  clientFirstName: string | null;
  clientLastName: string | null;
  email: string;
  createdAt: Date;
  count: string;
}

/**
 * `limit` clients of this stylist (an admin: of the business) before `before`, the one whose
 * latest booking is newest first (see listClients for how the walk stays about a page long).
 */
export function clientListRows(
  knex: Knex,
  user: SessionUser,
  before: TimeCursor | null,
  limit: number,
): Promise<ClientListRow[]> {
  // The same client's other bookings that make her this stylist's client.
  const sameClient = (alias: string) =>
    clientBookings(knex, user, alias).whereRaw(`??.customer_id = b.customer_id`, [alias]);
  return clientBookings(knex, user, 'b')
    .join('users as u', 'u.id', 'b.customerId')
    .whereNotExists(sameClient('later').whereRaw('(later.created_at, later.id) > (b.created_at, b.id)'))
    .modify(newestFirst(before, limit, 'b'))
    .select(
      'b.customerId as id',
      'b.id as bookingId',
      knex.raw(`${cursorTimeSql('b.created_at')} as cursor_at`),
      ...clientContactColumns(knex, 'b', 'u'),
      'u.email',
      'u.createdAt',
      sameClient('counted').count('*').as('count'),
    );
}

/** Whether someone is a client of this stylist (an admin: of the business). */
export async function isClientOf(knex: Knex, user: SessionUser, clientId: string): Promise<boolean> {
  const booking = await clientBookings(knex, user).where('b.customerId', clientId).first('b.id');
  return Boolean(booking);
}

/** This stylist's notes row about a client, or undefined. */
export function clientNotesRow(knex: Knex, stylistId: string, clientId: string) {
  return knex('client_notes').where({ stylistId, clientId }).first();
}

/** Write this stylist's notes about a client (`values` replace what was there) and read the row back. */
export async function upsertClientNotes(
  knex: Knex,
  stylistId: string,
  clientId: string,
  values: Record<string, unknown>,
) {
  const [row] = await knex('client_notes')
    .insert({ stylistId, clientId, ...values, updatedAt: knex.fn.now() })
    .onConflict(['stylistId', 'clientId'])
    .merge({ ...values, updatedAt: knex.fn.now() })
    .returning('*');
  return row;
}

/** Keep a user's calendar feed: the token's hash and its creation time (replacing an older one). */
export async function upsertCalendarFeed(
  knex: Knex,
  userId: string,
  tokenHash: string,
  createdAt: Date,
): Promise<void> {
  await knex('calendar_feeds')
    .insert({ userId, tokenHash, createdAt })
    .onConflict('userId')
    .merge({ tokenHash, createdAt });
}

/** When a user's calendar feed was made, or undefined when she has none. */
export async function calendarFeedCreatedAt(knex: Knex, userId: string): Promise<Date | undefined> {
  const row = await knex('calendar_feeds').where({ userId }).first('createdAt');
  return row ? new Date(row.createdAt) : undefined;
}

/** The user whose calendar feed has this token hash, or null. */
export async function calendarFeedOwner(knex: Knex, tokenHash: string): Promise<string | null> {
  const row = await knex('calendar_feeds').where({ tokenHash }).first('userId');
  return row?.userId ?? null;
}

export interface FeedBlock {
  kind: 'appointment' | 'time-off';
  bookingId: string | null;
  role: 'lead' | 'assist' | null;
  note: string | null;
  heldFrom: Date;
  heldUntil: Date;
  serviceStart: Date | null;
  serviceEnd: Date | null;
  members: Array<{ label: string; minutes: number; startsAt: string }>;
  blockCreatedAt: Date;
  eventType: string | null;
  status: string | null;
  location: string | null;
  serviceAreaName: string | null;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  specialNotes: string | null;
  updatedAt: Date | null;
  /** The booking's calendar SEQUENCE (null for time off). */
  calendarSequence: number | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  email: string | null;
  clientPhone: string | null;
}

/** The stylist's blocks the feed shows (from `since`), with their bookings, clients and areas. */
function feedRows(knex: Knex, userId: string, since: Date) {
  return knex('stylist_blocks as k')
    .leftJoin('bookings as b', 'b.id', 'k.bookingId')
    .leftJoin('users as c', 'c.id', 'b.customerId')
    .leftJoin('service_areas as area', 'area.id', 'b.serviceAreaId')
    .where('k.stylistId', userId)
    .whereRaw('upper(k.held) >= ?', [since.toISOString()])
    .where((q) =>
      q
        .where((off) => off.where('k.kind', 'time-off').where('k.active', true))
        .orWhere((appointment) =>
          appointment.where('k.kind', 'appointment').whereIn('b.status', COUNTED_BOOKING_STATUSES),
        ),
    );
}

/**
 * The feed's revision: a digest of the versions (xmin) of every row it is built from, found in the
 * database without sending them (a few ms for ~700 events). Any write to one of them (a block
 * held, moved or let go, a booking changed, confirmed or rescheduled, a client's name, an area's)
 * gives its row a new xmin, a row leaving the feed changes the set: so the revision changes
 * whenever the text could. SEQUENCE is the booking's own calendar_sequence, raised with the
 * change that sends a new version.
 */
export async function feedRevision(knex: Knex, userId: string, since: Date): Promise<string> {
  const row = await feedRows(knex, userId, since)
    .select(
      knex.raw('count(*) as n'),
      knex.raw(
        `md5(coalesce(string_agg(concat_ws(':', k.id, k.xmin, b.xmin, c.xmin, area.xmin), ',' order by k.id), '')) as digest`,
      ),
    )
    .first();
  return `${row?.n ?? 0}.${row?.digest ?? ''}`;
}

/** The blocks of the stylist's calendar feed (from `since`), in time order. */
export function calendarFeedBlocks(knex: Knex, userId: string, since: Date): Promise<FeedBlock[]> {
  return feedRows(knex, userId, since)
    .orderByRaw('lower(k.held)')
    .select(
      'k.kind',
      'k.bookingId',
      'k.role',
      'k.note',
      'k.members',
      'k.createdAt as blockCreatedAt',
      knex.raw('lower(k.held) as held_from'),
      knex.raw('upper(k.held) as held_until'),
      knex.raw('lower(k.service) as service_start'),
      knex.raw('upper(k.service) as service_end'),
      'b.eventType',
      'b.status',
      'b.location',
      'area.name as serviceAreaName',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'b.specialNotes',
      'b.updatedAt',
      'b.calendarSequence',
      ...clientContactColumns(knex, 'b', 'c'),
      'c.email',
    );
}
