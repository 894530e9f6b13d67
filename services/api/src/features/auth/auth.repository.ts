import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** The account of an email (compared case-blind), or undefined. */
export function userByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; passwordHash: string | null } | undefined> {
  return db('users').whereRaw('lower(email) = lower(?)', [email]).first('id', 'passwordHash');
}

/** A new account, signing in with a password or with an outside identity: its id. */
export async function insertUser(
  trx: Knex.Transaction,
  user:
    | {
        email: string;
        firstName: string;
        lastName: string | null;
        phone: string | null;
        passwordHash: string;
        emailVerifiedAt: null;
      }
    | {
        email: string;
        firstName: string | null;
        lastName: string | null;
        oidcIssuer: string;
        oidcSubject: string;
      },
): Promise<string> {
  const [row] = await trx('users').insert(user).returning('id');
  return row.id as string;
}

/** An account's password hash, its row locked for the rest of the transaction. */
export function lockUserPassword(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ id: string; passwordHash: string | null }> {
  return trx('users').where({ id: userId }).forUpdate().first('id', 'passwordHash');
}

/** Save a new password; a link that came to her address confirms it too. Her email. */
export async function savePassword(
  trx: Knex.Transaction,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const [user] = await trx('users')
    .where({ id: userId })
    .update({
      passwordHash,
      emailVerifiedAt: trx.raw('coalesce(email_verified_at, ?)', [now]),
      updatedAt: now,
    })
    .returning('email');
  return user.email as string;
}

/** Sign the user out everywhere, or everywhere but the session `keepIdHash` (hers, on this device). */
export async function deleteSessionsOf(
  trx: Knex.Transaction,
  userId: string,
  keepIdHash: string | null = null,
): Promise<void> {
  const sessions = trx('sessions').where({ userId });
  if (keepIdHash) sessions.whereNot({ idHash: keepIdHash });
  await sessions.delete();
}

/** An account's email, or undefined. */
export function userEmail(db: Db, userId: string): Promise<{ email: string } | undefined> {
  return db('users').where({ id: userId }).first('email');
}

/** The profile fields a hand-off may fill. */
export function profileOf(
  db: Db,
  userId: string,
): Promise<{ firstName: string | null; lastName: string | null; phone: string | null } | undefined> {
  return db('users').where({ id: userId }).first('firstName', 'lastName', 'phone');
}

export async function updateProfile(db: Db, userId: string, fields: object): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ ...fields, updatedAt: new Date() });
}

/** Store a hand-off and drop those out of date. */
export async function insertHandoff(
  knex: Knex,
  handoff: {
    tokenHash: string;
    firstName: string;
    lastName: string | null;
    email: string;
    phone: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await knex('login_handoffs').insert(handoff);
  await knex('login_handoffs').where('expiresAt', '<', new Date()).delete();
}

/** The details of a hand-off still in date, or undefined. */
export function handoffInDate(
  db: Db,
  tokenHash: string,
): Promise<{ firstName: string; lastName: string | null; email: string; phone: string | null } | undefined> {
  return db('login_handoffs')
    .where({ tokenHash })
    .where('expiresAt', '>', new Date())
    .first('firstName', 'lastName', 'email', 'phone');
}

export async function deleteHandoff(db: Db, tokenHash: string): Promise<void> {
  await db('login_handoffs').where({ tokenHash }).delete();
}

/** Store an OpenID Connect sign-in on its way through the provider, and drop those out of date. */
export async function insertLoginState(
  knex: Knex,
  loginState: {
    state: string;
    codeVerifier: string;
    nonce: string;
    redirect: string;
    data: string | null;
    handoffHash: string | null;
    browserHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await knex('login_states').insert(loginState);
  await knex('login_states').where('expiresAt', '<', new Date()).delete();
}

/** A sign-in's saved state while in date, or undefined. */
// biome-ignore lint/suspicious/noExplicitAny: a login_states row
export function loginStateInDate(knex: Knex, state: string): Promise<any> {
  return knex('login_states').where({ state }).where('expiresAt', '>', new Date()).first();
}

/** Use a sign-in's state up: whether this call took it (of two at the same time, one does). */
export async function takeLoginState(knex: Knex, state: string): Promise<boolean> {
  return (await knex('login_states').where({ state }).delete()) > 0;
}

/** Whether another sign-in of the same browser is still on its way. */
export async function browserSigningIn(knex: Knex, browserHash: string): Promise<boolean> {
  return Boolean(await knex('login_states').where({ browserHash }).first('state'));
}

/** What says whether an account's email is confirmed (isEmailConfirmed), or undefined. */
export function emailStateOf(
  db: Db,
  userId: string,
): Promise<{ emailVerifiedAt: Date | null; oidcSubject: string | null; hasPassword: boolean } | undefined> {
  return db('users')
    .where({ id: userId })
    .first('emailVerifiedAt', 'oidcSubject', db.raw('password_hash is not null as has_password'));
}

/** The same with the address, the row locked for the rest of the transaction. */
export function lockEmailState(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ email: string; emailVerifiedAt: Date | null; oidcSubject: string | null }> {
  return trx('users').where({ id: userId }).forUpdate().first('email', 'emailVerifiedAt', 'oidcSubject');
}

/** An account's address, the row locked for the rest of the transaction. */
export function lockUserEmail(trx: Knex.Transaction, userId: string): Promise<{ email: string }> {
  return trx('users').where({ id: userId }).forUpdate().first('email');
}

/** The account's address is confirmed (when it was first confirmed stays). */
export async function markEmailVerified(trx: Knex.Transaction, userId: string, now: Date): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({ emailVerifiedAt: trx.raw('coalesce(email_verified_at, ?)', [now]) });
}

/** Whether another account has the address (compared case-blind). */
export async function emailTakenByOther(
  trx: Knex.Transaction,
  email: string,
  userId: string,
): Promise<boolean> {
  return Boolean(
    await trx('users').whereRaw('lower(email) = lower(?)', [email]).whereNot({ id: userId }).first('id'),
  );
}

/** The account's address becomes `email`, confirmed now. */
export async function changeEmail(
  trx: Knex.Transaction,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  await trx('users').where({ id: userId }).update({ email, emailVerifiedAt: now, updatedAt: now });
}

/** The account an outside identity is linked to, or undefined. */
export function userByIdentity(
  trx: Knex.Transaction,
  issuer: string,
  subject: string,
): Promise<{ id: string } | undefined> {
  return trx('users').where({ oidcIssuer: issuer, oidcSubject: subject }).first('id');
}

/** What decides whether an outside identity may join the account of an email (compared case-blind). */
export function linkableUserByEmail(
  trx: Knex.Transaction,
  email: string,
): Promise<{ id: string; emailVerifiedAt: Date | null; passwordHash: string | null } | undefined> {
  return trx('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .first('id', 'emailVerifiedAt', 'passwordHash');
}

/** Join an outside identity to an account. */
export async function linkIdentity(trx: Knex.Transaction, userId: string, issuer: string, subject: string) {
  await trx('users').where({ id: userId }).update({ oidcIssuer: issuer, oidcSubject: subject });
}

/** How an account signs in: its password hash and outside identity, or undefined. */
export function signInMethodsOf(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ passwordHash: string | null; oidcSubject: string | null } | undefined> {
  return trx('users').where({ id: userId }).first('passwordHash', 'oidcSubject');
}
