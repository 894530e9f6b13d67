import type { AddressInfo } from 'node:net';
import { createApp } from '@beauty/api/app';
import { loadConfig } from '@beauty/api/config';
import type { AppDeps } from '@beauty/api/deps';
import { createHttpServer } from '@beauty/api/http/http-server';
import { createMetrics } from '@beauty/api/http/metrics';
import { createRateLimiters } from '@beauty/api/http/rate-limit';
import { createKnex } from '@beauty/server/db/knex';
import { createPublicCache } from '@beauty/server/public-cache/public-cache';
import Redis from 'ioredis';
import pino from 'pino';
import { raisedRateLimits } from '../../support/rate-limits';

export interface TestApi {
  url: string;
  origin: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * The real API app on a free loopback port, against the run's database and Redis prefix, on the
 * HTTP server main.ts runs it on (createHttpServer: malformed requests answered in the API's
 * shape, idle connections kept as long as in production). `env` overrides
 * configuration (e.g. rate limits); PUBLIC_URL follows the chosen port unless `env` names one.
 */
export async function startApi(
  env: Record<string, string> = {},
  options: { publicCache?: boolean; serveFrontend?: boolean; logLevel?: string } = {},
): Promise<TestApi> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PUBLIC_URL: origin,
    ...raisedRateLimits(1_000),
    ...env,
  });
  const knex = createKnex(config.databaseUrl, { max: 5 });
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  await new Promise<void>((resolve) =>
    redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve()),
  );
  const deps: AppDeps = {
    config,
    knex,
    redis,
    logger: pino({ level: options.logLevel ?? 'silent' }),
    metrics: createMetrics(),
    rateLimiters: createRateLimiters(config, redis),
  };
  if (options.publicCache) {
    // The cache the real process keeps (public reads, availability), listening for changes.
    deps.publicCache = createPublicCache({ redis, redisPrefix: config.redisPrefix, logger: deps.logger });
    await deps.publicCache.listen();
  }
  server.on('request', createApp(deps, { serveFrontend: options.serveFrontend ?? false }).callback());
  return {
    url: origin,
    origin,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.publicCache?.close();
      await knex.destroy();
      redis.disconnect();
    },
  };
}
