import { apiMessages } from '@beauty/domain/messages';
import type { Context } from 'koa';
import { errorMiddleware } from './errors';

/** The error middleware's answer when the rest of the chain throws `error`. */
async function answerTo(error: unknown) {
  const headers: Record<string, string> = {};
  const ctx = {
    path: '/api/contact',
    status: 404,
    body: undefined as unknown,
    state: {},
    set: (fields: Record<string, string>) => Object.assign(headers, fields),
  };
  await errorMiddleware(ctx as unknown as Context, async () => {
    throw error;
  });
  return { status: ctx.status, body: ctx.body, headers };
}

const unavailable = {
  status: 503,
  body: { message: apiMessages.unavailable, errors: [] },
  headers: { 'Retry-After': '5' },
};

describe('errorMiddleware and a database that does not answer', () => {
  it.each([
    ['a query the client gave up on (pg query_timeout)', new Error('Query read timeout')],
    [
      'a query the client gave up on, as knex reports it',
      new Error('select * from "sessions" where "id_hash" = $1 - Query read timeout'),
    ],
    ['a connection that did not open in time (pg connectionTimeoutMillis)', new Error('timeout expired')],
    [
      'a statement PostgreSQL cancelled (statement_timeout)',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    [
      'no connection free in the pool',
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
    ],
    ['a connection that dropped', new Error('Connection terminated unexpectedly')],
    ['a connection closed under a query', new Error('Client was closed and is not queryable')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
  ])('answers %s with a JSON 503', async (_, error) => {
    expect(await answerTo(error)).toEqual(unavailable);
  });

  it('does not take a message that merely mentions a timeout for an outage', async () => {
    expect((await answerTo(new Error('Query read timeout exceeded by the renderer'))).status).toBe(500);
  });

  it('still answers a bug as a 500 without details', async () => {
    expect(await answerTo(new Error('Cannot read properties of undefined'))).toEqual({
      status: 500,
      body: { message: apiMessages.internal, errors: [] },
      headers: {},
    });
  });
});
