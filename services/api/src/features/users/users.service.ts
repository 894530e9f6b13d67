import { adminMessages } from '@beauty/domain/messages';
import { PAGE_LIMIT_MAX, USER_LIST_LIMIT, type User, type UserListQuery } from '@beauty/domain/schemas/user';
import { normalizeRole, ROLES, type Role } from '@beauty/domain/status';
import { writeEvent } from '@beauty/server/outbox';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { cursorTimeSql, type Page, pageLimit, pageOf, parseTimeCursor } from '../../lib/keyset';

const USER_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'createdAt'] as const;

// biome-ignore lint/suspicious/noExplicitAny: a users row
export const toUser = (row: any): User => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  role: normalizeRole(row.role),
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * What a search matches: first name, last name and email in one lower-case text, the same
 * expression as the trigram index users_search_trgm_idx (migration 20261129000200), which serves
 * `LIKE '%…%'` on it.
 */
export const USER_SEARCH_TEXT =
  "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email)";

/** `LIKE` pattern for "contains this text" (its own %, _ and \\ match themselves). */
export const containsPattern = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The roles of `?role=stylist,admin` (the schema has checked each). */
const rolesOf = (raw: string | undefined): Role[] =>
  raw ? ROLES.filter((role) => raw.split(',').includes(role)) : [];

/**
 * GET /api/admin/users: the newest accounts first, a page at a time (issue 14 point 9: the answer
 * does not grow with the years): `limit` of them (default USER_LIST_LIMIT), those whose name or
 * email contains `q` (any case), with one of the roles in `role`; `nextCursor` (the Next-Cursor
 * header) asks for the ones after them. Keyset on (created_at, id): users_created_idx, or the
 * trigram index for a search, or users_role_created_idx for a role.
 */
export async function listUsers(deps: Pick<AppDeps, 'knex'>, query: UserListQuery = {}): Promise<Page<User>> {
  const before = parseTimeCursor(query.before);
  const limit = pageLimit(query.limit, USER_LIST_LIMIT, PAGE_LIMIT_MAX);
  const roles = rolesOf(query.role);
  const search = query.q?.trim() ?? '';
  // biome-ignore lint/suspicious/noExplicitAny: users rows
  const rows: any[] = await deps
    .knex('users')
    .modify((q) => {
      if (search) q.whereRaw(`${USER_SEARCH_TEXT} LIKE ?`, [containsPattern(search)]);
      if (roles.length) q.whereIn('role', roles);
      if (before) q.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [before.at, before.id]);
    })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit + 1)
    .select([...USER_COLUMNS, deps.knex.raw(`${cursorTimeSql('created_at')} as cursor_at`)]);
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.id }));
  return { items: page.rows.map(toUser), nextCursor: page.nextCursor };
}

/**
 * Give a user another role. The admins are locked while deciding, so two demotions racing
 * cannot leave the business without an admin (409). `role_changed_at` makes the user's
 * sessions rotate on their next request, which is when the new role applies.
 */
export async function changeRole(
  deps: Pick<AppDeps, 'knex'>,
  actor: SessionUser,
  userId: string,
  role: Role,
): Promise<User> {
  return deps.knex.transaction(async (trx) => {
    const admins: Array<{ id: string }> = await trx('users')
      .where({ role: 'admin' })
      .forUpdate()
      .select('id');
    const target = await trx('users').where({ id: userId }).forUpdate().first(USER_COLUMNS);
    if (!target) throw new NotFound();
    const from = normalizeRole(target.role);
    if (from === role) return toUser(target);
    if (from === 'admin' && admins.length <= 1) throw new Conflict(adminMessages.lastAdmin);
    const [row] = await trx('users')
      .where({ id: userId })
      .update({ role, roleChangedAt: trx.fn.now(), updatedAt: trx.fn.now() })
      .returning(USER_COLUMNS);
    await writeEvent(trx, {
      type: 'user.role_changed',
      entityType: 'user',
      entityId: userId,
      payload: { userId, from, to: role, changedBy: actor.id },
    });
    return toUser(row);
  });
}
