import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@beauty/domain/limits';
import { bookingMessages } from '@beauty/domain/messages';
import type { Knex } from 'knex';
import { AppError, Unprocessable } from '../errors';
import { deleteKey, insertKeyIfFree, saveAnswer, storedKey } from './idempotency.repository';

/** How long a stored answer is replayed (Stripe's semantics: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

const KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The Idempotency-Key header, or null when absent; a malformed one is a 400. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY.test(header)) throw new AppError(400, bookingMessages.idempotencyKeyInvalid);
  return header;
}

/** The same JSON whatever the key order, so a retried body hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Claim `key` for this user inside the caller's transaction. Returns the stored answer when the
 * same request already succeeded, or null when the caller should do the work (and then store
 * its answer in the same transaction, as `replayOrCreate` does).
 *
 * A concurrent request with the same key waits on the primary key until the first commits
 * (then replays its answer) or rolls back (then does the work itself), so two requests with
 * one key never both create. Failed requests store nothing: their transaction rolls back.
 */
async function claimIdempotencyKey(
  trx: Knex.Transaction,
  userId: string,
  key: string,
  hash: string,
): Promise<StoredAnswer | null> {
  if (await insertKeyIfFree(trx, userId, key, hash)) return null;
  const existing = await storedKey(trx, userId, key);
  if (!existing || Date.now() - new Date(existing.createdAt).getTime() > IDEMPOTENCY_TTL_MS) {
    // Expired (or removed meanwhile): the key is free again.
    await deleteKey(trx, userId, key);
    if (await insertKeyIfFree(trx, userId, key, hash)) return null;
    throw new AppError(409, bookingMessages.idempotencyInProgress);
  }
  if (existing.requestHash !== hash) throw new Unprocessable(bookingMessages.idempotencyMismatch);
  if (existing.responseStatus == null) throw new AppError(409, bookingMessages.idempotencyInProgress);
  return { status: existing.responseStatus, body: existing.responseBody };
}

/** A create's answer, and whether it is the stored answer of an earlier request with its key. */
export interface IdempotentAnswer<Body> {
  status: number;
  body: Body;
  replayed: boolean;
}

/**
 * A create inside the caller's transaction: with an Idempotency-Key already used for the same
 * `input`, the answer stored then (replayed; another input is 422, one still at work 409);
 * otherwise `create`'s body, answered 201 and stored under the key (when there is one).
 */
export async function replayOrCreate<Body>(
  trx: Knex.Transaction,
  userId: string,
  key: string | null,
  input: unknown,
  create: () => Promise<Body>,
): Promise<IdempotentAnswer<Body>> {
  if (key) {
    const stored = await claimIdempotencyKey(trx, userId, key, requestHash(input));
    if (stored) return { status: stored.status, body: stored.body as Body, replayed: true };
  }
  const body = await create();
  if (key) await saveAnswer(trx, userId, key, { status: 201, body });
  return { status: 201, body, replayed: false };
}
