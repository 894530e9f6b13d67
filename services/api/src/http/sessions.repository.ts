import type { Knex } from 'knex';

/** A sessions row joined with its user, as the session middleware reads it. */
export interface SessionRow {
  sessionCreatedAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  oidcIdToken: string | null;
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: string;
  createdAt: Date;
  roleChangedAt: Date | null;
}

export async function insertSession(
  knex: Knex,
  session: {
    idHash: string;
    userId: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string;
    oidcIdToken: string | null;
  },
): Promise<void> {
  await knex('sessions').insert(session);
}

/** Delete the session, returning what it knew of the provider's sign-in (undefined when there was none). */
export async function deleteSessionReturningIdToken(
  knex: Knex,
  idHash: string,
): Promise<{ oidcIdToken: string | null } | undefined> {
  const [ended] = await knex('sessions').where({ idHash }).delete().returning('oidcIdToken');
  return ended;
}

/** The session with its user (one indexed query), or undefined when there is none. */
export function sessionWithUser(knex: Knex, idHash: string): Promise<SessionRow | undefined> {
  return knex('sessions as s')
    .join('users as u', 'u.id', 's.userId')
    .where('s.idHash', idHash)
    .first(
      's.createdAt as sessionCreatedAt',
      's.lastSeenAt',
      's.expiresAt',
      's.oidcIdToken',
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.phone',
      'u.role',
      'u.createdAt',
      'u.roleChangedAt',
    );
}

export async function deleteSession(knex: Knex, idHash: string): Promise<void> {
  await knex('sessions').where({ idHash }).delete();
}

export async function touchSession(knex: Knex, idHash: string, lastSeenAt: Date): Promise<void> {
  await knex('sessions').where({ idHash }).update({ lastSeenAt });
}
