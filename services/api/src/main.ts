import { createKnex } from '@beauty/server/db/knex';
import { createPublicCache } from '@beauty/server/public-cache/public-cache';
import Redis from 'ioredis';
import pino from 'pino';
import { createApp } from './app';
import { loadConfig } from './config';
import { storeFirstRunSettings } from './features/business-settings/business-settings.repository';
import { createHttpServer } from './http/http-server';
import { createMetrics } from './http/metrics';
import { createRateLimiters } from './http/rate-limit';
import { describeConnectionError } from './lib/service-errors';

async function main() {
  const config = loadConfig();
  // Asynchronous writes (flushed on exit): under load, lines written while one write is in flight
  // go out together instead of one blocking write per request.
  const logger = pino(
    { level: config.logLevel, base: { service: 'api' } },
    pino.destination({ dest: 1, sync: false }),
  );
  const knex = createKnex(config.databaseUrl, { timeouts: config.databaseTimeouts }, logger);
  // Fail fast on commands while Redis is down (rate limits fall back to memory; readyz says so),
  // and while it is connected but does not answer (hung, or cut off by the network): without a
  // command timeout every rate-limited request would wait for it indefinitely.
  const redis = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    commandTimeout: 1_000,
  });
  redis.on('error', (error) => logger.debug({ err: error }, 'redis error'));

  const stopWith = async (line: string) => {
    console.error(line);
    await knex.destroy().catch(() => {});
    redis.disconnect();
    process.exit(1);
  };
  try {
    await knex.raw('select 1');
  } catch (error) {
    return stopWith(describeConnectionError(error, config) ?? (error as Error).message);
  }
  try {
    await redis.connect();
  } catch {
    // No request needs Redis (rate limits fall back to memory, events wait in PostgreSQL), so a
    // Redis outage must not keep a restarted API down: say what is missing, serve, and let
    // /readyz answer 503 until the client (which keeps reconnecting) reaches Redis.
    const { host } = new URL(config.redisUrl);
    console.error(
      `Cannot reach Redis at ${host}: start Redis (redis-server) or set REDIS_URL. Serving meanwhile (rate limits in memory, /readyz 503).`,
    );
  }

  try {
    await storeFirstRunSettings(knex, config.businessDefaults);
  } catch (error) {
    // Before the first migration there is no table yet: the defaults serve until it exists.
    logger.warn({ err: error }, 'could not store the first-run business settings');
  }

  const metrics = createMetrics();
  // Public catalog, testimonials and gallery answers in memory; changes arrive over Redis.
  const publicCache = createPublicCache({ redis, redisPrefix: config.redisPrefix, logger });
  await publicCache.listen();
  const deps = {
    config,
    knex,
    redis,
    logger,
    metrics,
    rateLimiters: createRateLimiters(config, redis),
    publicCache,
  };
  const extraOrigins = (process.env.EXTRA_ORIGINS ?? '').split(',').filter(Boolean);
  const app = createApp(deps, {
    extraOrigins,
    // tests/bench only: the in-app baseline route (see AppOptions.benchBaseline).
    benchBaseline: process.env.BENCH_BASELINE_ROUTE === '1',
  });
  const server = createHttpServer(app.callback());
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, publicUrl: config.publicUrl.origin }, 'api listening');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await publicCache.close();
    await knex.destroy();
    redis.disconnect();
    logger.info('api stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
