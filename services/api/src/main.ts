import http from 'node:http';
import Redis from 'ioredis';
import pino from 'pino';
import { createApp } from './app';
import { loadConfig } from './config';
import { createKnex } from './db/knex';
import { createMetrics } from './http/metrics';
import { createRateLimiters } from './http/rate-limit';
import { describeConnectionError } from './lib/service-errors';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'api' } });
  const knex = createKnex(config.databaseUrl, {}, logger);
  // Fail fast on commands while Redis is down (rate limits fall back to memory; readyz says so).
  const redis = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
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
    const { host } = new URL(config.redisUrl);
    return stopWith(`Cannot reach Redis at ${host}: start Redis (redis-server) or set REDIS_URL.`);
  }

  const metrics = createMetrics();
  const deps = { config, knex, redis, logger, metrics, rateLimiters: createRateLimiters(config, redis) };
  const extraOrigins = (process.env.EXTRA_ORIGINS ?? '').split(',').filter(Boolean);
  const app = createApp(deps, { extraOrigins });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;
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
    await knex.destroy();
    redis.disconnect();
    logger.info('api stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
