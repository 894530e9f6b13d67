import type { Knex } from 'knex';

/**
 * Insert the key's row unless the user has it already (it waits on the primary key while another
 * transaction holds it); returns whether this one inserted it.
 */
export async function insertKeyIfFree(
  trx: Knex.Transaction,
  userId: string,
  key: string,
  hash: string,
): Promise<boolean> {
  const answer = await trx.raw(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (?, ?, ?)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, hash],
  );
  return answer.rows.length > 0;
}

/** The key's row: the request it was first used for and the answer stored, if any. */
export function storedKey(
  trx: Knex.Transaction,
  userId: string,
  key: string,
): Promise<
  { requestHash: string; responseStatus: number | null; responseBody: unknown; createdAt: Date } | undefined
> {
  return trx('idempotency_keys')
    .where({ userId, key })
    .first('requestHash', 'responseStatus', 'responseBody', 'createdAt');
}

export async function deleteKey(trx: Knex.Transaction, userId: string, key: string): Promise<void> {
  await trx('idempotency_keys').where({ userId, key }).delete();
}

export async function saveAnswer(
  trx: Knex.Transaction,
  userId: string,
  key: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await trx('idempotency_keys')
    .where({ userId, key })
    .update({ responseStatus: answer.status, responseBody: JSON.stringify(answer.body) });
}
