import { adminMessages } from '@beauty/domain/messages';
import type { User } from '@beauty/domain/schemas/user';
import { normalizeRole, type Role } from '@beauty/domain/status';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { writeEvent } from '../../lib/outbox';

const USER_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'createdAt'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Every account, newest first (the admin user list). */
export async function listUsers(deps: Pick<AppDeps, 'knex'>): Promise<User[]> {
  const rows = await deps
    .knex('users')
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(USER_COLUMNS);
  return rows.map(toUser);
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
  if (!UUID.test(userId)) throw new NotFound();
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
