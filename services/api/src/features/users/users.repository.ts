import type { Role } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { cursorTimeSql, newestFirst, type TimeCursor } from '../../lib/keyset';

export const USER_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'createdAt'] as const;

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

/**
 * Up to `limit` accounts, newest first, before the cursor: those whose name or email contains
 * `search`, with one of `roles` (none: any role). Keyset on (created_at, id): users_created_idx,
 * or the trigram index for a search, or users_role_created_idx for a role.
 */
export function newestUsers(
  knex: Knex,
  filter: { search: string; roles: Role[]; before: TimeCursor | null; limit: number },
  // biome-ignore lint/suspicious/noExplicitAny: users rows
): Promise<any[]> {
  const { search, roles, before, limit } = filter;
  return knex('users')
    .modify((q) => {
      if (search) q.whereRaw(`${USER_SEARCH_TEXT} LIKE ?`, [containsPattern(search)]);
      if (roles.length) q.whereIn('role', roles);
    })
    .modify(newestFirst(before, limit))
    .select([...USER_COLUMNS, knex.raw(`${cursorTimeSql('created_at')} as cursor_at`)]);
}

/** The admins' ids, locked for the rest of the transaction (no two demotions decide at once). */
export function lockAdmins(trx: Knex.Transaction): Promise<Array<{ id: string }>> {
  return trx('users').where({ role: 'admin' }).forUpdate().select('id');
}

/** A user's row, locked for the rest of the transaction, or undefined. */
export function lockUser(trx: Knex.Transaction, userId: string) {
  return trx('users').where({ id: userId }).forUpdate().first(USER_COLUMNS);
}

/** Save a user's new role; `role_changed_at` makes the user's sessions rotate on their next request. */
export async function saveRole(trx: Knex.Transaction, userId: string, role: Role) {
  const [row] = await trx('users')
    .where({ id: userId })
    .update({ role, roleChangedAt: trx.fn.now(), updatedAt: trx.fn.now() })
    .returning(USER_COLUMNS);
  return row;
}
