import { adminMessages } from '@beauty/domain/messages';
import { PAGE_LIMIT_MAX, USER_LIST_LIMIT, type User, type UserListQuery } from '@beauty/domain/schemas/user';
import { normalizeRole, ROLES, type Role } from '@beauty/domain/status';
import { writeEvent } from '@beauty/server/outbox';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { type Page, pageLimit, pageOf, parseTimeCursor } from '../../lib/keyset';
import { lockAdmins, lockUser, newestUsers, saveRole } from './users.repository';

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
  const rows = await newestUsers(deps.knex, { search, roles, before, limit: limit + 1 });
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
    const admins = await lockAdmins(trx);
    const target = await lockUser(trx, userId);
    if (!target) throw new NotFound();
    const from = normalizeRole(target.role);
    if (from === role) return toUser(target);
    if (from === 'admin' && admins.length <= 1) throw new Conflict(adminMessages.lastAdmin);
    const row = await saveRole(trx, userId, role);
    await writeEvent(trx, {
      type: 'user.role_changed',
      entityType: 'user',
      entityId: userId,
      payload: { userId, from, to: role, changedBy: actor.id },
    });
    return toUser(row);
  });
}
