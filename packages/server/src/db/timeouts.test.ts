import type pg from 'pg';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  databaseTimeoutsFromEnv,
  isReusableConnection,
  pgTimeoutSettings,
} from './timeouts';

describe('database timeouts', () => {
  it('default to 15 s a query and 5 s a connection, and read both variables', () => {
    expect(databaseTimeoutsFromEnv({})).toEqual({ queryTimeoutMs: 15_000, connectTimeoutMs: 5_000 });
    expect(
      databaseTimeoutsFromEnv({ DATABASE_QUERY_TIMEOUT_MS: '2000', DATABASE_CONNECT_TIMEOUT_MS: '1500' }),
    ).toEqual({ queryTimeoutMs: 2_000, connectTimeoutMs: 1_500 });
    expect(databaseTimeoutsFromEnv({ DATABASE_QUERY_TIMEOUT_MS: '0' }).queryTimeoutMs).toBe(0);
    // Nonsense falls back to the default rather than to no limit.
    expect(
      databaseTimeoutsFromEnv({ DATABASE_QUERY_TIMEOUT_MS: 'soon', DATABASE_CONNECT_TIMEOUT_MS: '-1' }),
    ).toEqual(DEFAULT_DATABASE_TIMEOUTS);
  });

  it('let PostgreSQL cancel a slow statement before the client gives up on a silent server', () => {
    expect(pgTimeoutSettings({ queryTimeoutMs: 15_000, connectTimeoutMs: 5_000 })).toEqual({
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      query_timeout: 16_000,
    });
  });

  it('leave statements unlimited when the query timeout is 0 (the migrate and seed CLI)', () => {
    const settings = pgTimeoutSettings({ queryTimeoutMs: 0, connectTimeoutMs: 5_000 });
    expect(settings).not.toHaveProperty('statement_timeout');
    expect(settings).not.toHaveProperty('query_timeout');
    expect(settings).toMatchObject({ keepAlive: true, connectionTimeoutMillis: 5_000 });
  });
});

describe('isReusableConnection', () => {
  const client = (readyForQuery: boolean, status: 'I' | 'T' | 'E' | null) =>
    ({ readyForQuery, getTransactionStatus: () => status }) as unknown as pg.Client;

  it('hands out again only a connection that is idle outside a transaction', () => {
    expect(isReusableConnection(client(true, 'I'))).toBe(true);
    // Still waiting for the answer to a query that timed out on the client.
    expect(isReusableConnection(client(false, 'I'))).toBe(false);
    // Left inside a transaction (a failed ROLLBACK), or in a failed one.
    expect(isReusableConnection(client(true, 'T'))).toBe(false);
    expect(isReusableConnection(client(true, 'E'))).toBe(false);
  });
});
