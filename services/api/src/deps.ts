import type { PublicCache } from '@beauty/server/public-cache/public-cache';
import type Redis from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Metrics } from './http/metrics';
import type { RateLimiters } from './http/rate-limit';

/** Everything a request handler may touch, built once by main.ts (or a test) and passed in. */
export interface AppDeps {
  config: Config;
  knex: Knex;
  redis: Redis;
  logger: Logger;
  metrics: Metrics;
  rateLimiters: RateLimiters;
  /**
   * The cache of the public catalog, testimonials and gallery reads (main.ts makes one that
   * listens for other processes' changes). Without one, createApp reads the database every time.
   */
  publicCache?: PublicCache;
}
