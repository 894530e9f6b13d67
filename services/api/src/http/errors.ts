import { STATUS_CODES } from 'node:http';
import { apiMessages, bookingMessages } from '@beauty/domain/messages';
import type { Context, Next } from 'koa';
import { AppError, Conflict, NotFound } from '../errors';

/** The refusals services throw live outside the HTTP layer (src/errors.ts); here they are mapped to answers. */

interface PgError {
  code?: string;
  constraint?: string;
}

/** Map body-parser and database errors that reach us untyped. */
export function classify(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as { status?: number; statusCode?: number; type?: string; expose?: boolean } & PgError;
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large') return new AppError(413, apiMessages.payloadTooLarge);
  if (status === 415) return new AppError(415, apiMessages.unsupportedMediaType);
  if (
    status === 400 &&
    (e.type === 'entity.parse.failed' ||
      /JSON|Unexpected token|invalid/i.test(String((error as Error).message)))
  ) {
    return new AppError(400, apiMessages.invalidJson);
  }
  if (status && status >= 400 && status < 500)
    return new AppError(status, e.expose ? (error as Error).message : apiMessages.notFound);
  if (e.code === '23505') return new Conflict('That record already exists.');
  // A stylist's time held twice (stylist_blocks_no_overlap) where a path did not say it better.
  if (e.code === '23P01') return new Conflict(bookingMessages.slotFull);
  if (e.code === '23503') return new AppError(409, 'A related record does not exist.');
  // Bad values that reached the database anyway (a check constraint, an invalid uuid or date,
  // a NUL byte, a value too long for an index) are the client's input, not our failure.
  if (e.code && CLIENT_DATA_ERRORS.has(e.code)) return new AppError(400, apiMessages.validationFailed);
  // The database is down, restarting or not answering in time: a temporary outage (503, retry),
  // not a bug of ours.
  if (e.code && (UNAVAILABLE_ERRORS.has(e.code) || e.code.startsWith('08'))) {
    return new AppError(503, apiMessages.unavailable, [], { 'Retry-After': '5' });
  }
  if (UNAVAILABLE_MESSAGES.test(String((error as Error)?.message))) {
    return new AppError(503, apiMessages.unavailable, [], { 'Retry-After': '5' });
  }
  return null;
}

/**
 * Connection refused or reset, PostgreSQL shutting down or starting up, and a statement it
 * cancelled (57014: statement_timeout, see db/timeouts.ts).
 */
const UNAVAILABLE_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);

/**
 * What knex and pg throw, without a code, when no connection is to be had or PostgreSQL does not
 * answer: the pool gave up waiting, the connection dropped or was closed, the connection or a
 * query timed out on the client (pg's connectionTimeoutMillis and query_timeout). knex puts the
 * failed statement in front of a query's message ("select ... - Query read timeout").
 */
const UNAVAILABLE_MESSAGES =
  /Knex: Timeout acquiring a connection|Connection terminated|(?:^| - )(?:Query read timeout|timeout expired|Client was closed and is not queryable)$/i;

const CLIENT_DATA_ERRORS = new Set(['23514', '22P02', '22007', '22008', '22001', '22003', '22021', '54000']);

const EMPTY_ERROR_MESSAGES: Record<number, string> = { 405: 'This method is not allowed here.' };

/** Registered first: every error leaves as JSON { message, errors } with the right status. */
export async function errorMiddleware(ctx: Context, next: Next) {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      throw new NotFound();
    }
    // The router answers an unknown method with a bare 501 and a wrong one with a bare 405: both
    // are the client's mistake (405), and every error answer carries a JSON message.
    if (ctx.status === 501 && ctx.body == null) ctx.status = 405;
    if (ctx.status >= 400 && ctx.body == null) {
      const message =
        EMPTY_ERROR_MESSAGES[ctx.status] ??
        (ctx.status === 404 ? apiMessages.notFound : `${STATUS_CODES[ctx.status] ?? 'Request failed'}.`);
      ctx.body = { message, errors: [] };
    }
  } catch (error) {
    const known = classify(error);
    if (known) {
      ctx.status = known.status;
      ctx.set(known.headers);
      ctx.body = { message: known.message, errors: known.errors };
      if (known.status >= 500) ctx.state.logger?.error({ err: error }, 'request failed');
      return;
    }
    ctx.state.logger?.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { message: apiMessages.internal, errors: [] };
  }
}
