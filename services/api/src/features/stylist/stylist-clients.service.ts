/**
 * A stylist's clients (an admin: the business's): the paged client list, and her private notes
 * about each, only ever about her own clients.
 */
import {
  CLIENT_LIST_LIMIT,
  type ClientNotes,
  type ClientNotesInput,
  type StylistClient,
  type StylistClientsQuery,
} from '@beauty/domain/schemas/stylist-dashboard';
import { PAGE_LIMIT_MAX } from '@beauty/domain/schemas/user';
import { fullName } from '@beauty/server/bookings/booking-views';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { type Page, pageLimit, pageOf, parseTimeCursor } from '../../lib/keyset';
import { blankToNull } from '../../lib/text';
import { clientListRows, clientNotesRow, isClientOf, upsertClientNotes } from './stylist.repository';

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
): Promise<Page<StylistClient>> {
  const { knex } = deps;
  const before = parseTimeCursor(query.before);
  const limit = pageLimit(query.limit, CLIENT_LIST_LIMIT, PAGE_LIMIT_MAX);
  const rows = await clientListRows(knex, user, before, limit + 1);
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.bookingId }));
  return {
    items: page.rows.map((r) => ({
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
  if (!(await isClientOf(knex, user, clientId))) throw new NotFound();
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
  const row = await clientNotesRow(deps.knex, user.id, clientId);
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
  };
  const row = await upsertClientNotes(deps.knex, user.id, clientId, values);
  return toNotes(clientId, row);
}
