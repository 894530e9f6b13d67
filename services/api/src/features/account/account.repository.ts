import type { Knex } from 'knex';

/** Whether another account than `userId` uses `email` (any letter case). */
export async function emailTakenByAnother(db: Knex, email: string, userId: string): Promise<boolean> {
  const taken = await db('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNot({ id: userId })
    .first('id');
  return Boolean(taken);
}

export interface OwnProfileRow {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
}

/** Save the user's own profile fields (the email only when given) and answer the saved values. */
export async function saveOwnProfile(
  trx: Knex.Transaction,
  userId: string,
  fields: { firstName: string | null; lastName: string | null; email?: string; phone: string | null },
): Promise<OwnProfileRow> {
  const [saved] = await trx('users')
    .where({ id: userId })
    .update({ ...fields, updatedAt: trx.fn.now() })
    .returning(['firstName', 'lastName', 'email', 'phone']);
  return saved;
}
