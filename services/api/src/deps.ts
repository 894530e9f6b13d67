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
}
