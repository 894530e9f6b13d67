import { envInt } from '@beauty/domain/env';
import type pg from 'pg';

/**
 * How long the services wait for PostgreSQL. Shared by the API's and the worker's pools and the
 * worker's LISTEN connection, so a hung server or a network partition that sends no reset fails
 * a request or a job within seconds instead of leaving it waiting for ever.
 */
export interface DatabaseTimeouts {
  /**
   * A statement running longer is cancelled by PostgreSQL (statement_timeout, SQLSTATE 57014);
   * a server that does not answer at all is given up on a second later. 0 turns both off.
   */
  queryTimeoutMs: number;
  /** Opening a connection (TCP and the startup exchange) fails after this long; 0: no limit. */
  connectTimeoutMs: number;
}

/**
 * Requests and jobs run small indexed statements (the largest, the nightly stylist stats, reads
 * one business's bookings), so 15 s is far beyond any legitimate one and only stops a stuck query.
 * The one-shot CLI (migrate, seed) runs without a statement limit: DDL may wait for locks.
 */
export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  queryTimeoutMs: 15_000,
  connectTimeoutMs: 5_000,
};

/** DATABASE_QUERY_TIMEOUT_MS and DATABASE_CONNECT_TIMEOUT_MS, read alike by the API and the worker. */
export function databaseTimeoutsFromEnv(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  return {
    queryTimeoutMs: envInt(env.DATABASE_QUERY_TIMEOUT_MS, DEFAULT_DATABASE_TIMEOUTS.queryTimeoutMs, 0),
    connectTimeoutMs: envInt(env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs, 0),
  };
}

/**
 * The client waits this much longer than PostgreSQL's own limit: a slow statement ends with the
 * server's clean error on a connection fit for reuse, so only a server that does not answer at
 * all reaches the client-side limit (pg then rejects with Error('Query read timeout')).
 */
const CLIENT_GRACE_MS = 1_000;

/** TCP keepalive: Node probes an idle connection after this long, then every second, ten times. */
const KEEPALIVE_IDLE_MS = 10_000;

export function pgTimeoutSettings(
  timeouts: DatabaseTimeouts,
): Pick<
  pg.ClientConfig,
  | 'keepAlive'
  | 'keepAliveInitialDelayMillis'
  | 'connectionTimeoutMillis'
  | 'statement_timeout'
  | 'query_timeout'
> {
  return {
    // Finds a peer that is gone without a reset (a partition, a lost host); a server that is up
    // but stuck still answers the probes from its kernel, which is what the query limits are for.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    ...(timeouts.queryTimeoutMs > 0 && {
      statement_timeout: timeouts.queryTimeoutMs,
      query_timeout: timeouts.queryTimeoutMs + CLIENT_GRACE_MS,
    }),
  };
}

/**
 * The pool's check before it hands a connection out again: only one that is idle outside a
 * transaction. A query that timed out on the client is still in flight on its connection; were
 * the connection reused, the late answer could open a transaction (a BEGIN) that the next
 * request's writes would land in, never committed. Such a connection is closed instead.
 */
export function isReusableConnection(client: pg.Client & { readyForQuery?: boolean }): boolean {
  return client.readyForQuery === true && client.getTransactionStatus() === 'I';
}
