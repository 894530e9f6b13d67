import type Redis from 'ioredis';
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { clientKey } from './client-address';
import { TooManyRequests } from './errors';

export type RateLimitName = 'contact' | 'login' | 'publicForm' | 'upload';

export interface RateLimiters {
  middleware(name: RateLimitName): Middleware;
}

/**
 * Per-client-address limits (an IPv6 client by its /64, see clientKey) for sign-in and public forms, counted in Redis so several API
 * processes share them. When Redis is unreachable an in-memory limiter takes over, so a
 * Redis outage never turns a public form into a 500 (ARCHITECTURE: nothing submitted is lost).
 */
export function createRateLimiters(config: Config, redis: Redis): RateLimiters {
  const limits: Record<RateLimitName, { points: number; duration: number }> = {
    contact: { points: config.rateLimits.contactPerHour, duration: 3600 },
    login: { points: config.rateLimits.loginPer15Min, duration: 900 },
    publicForm: { points: config.rateLimits.publicFormPerHour, duration: 3600 },
    upload: { points: config.rateLimits.publicFormPerHour * 5, duration: 3600 },
  };
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, { points, duration }]) => [
      name,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisPrefix}:rl:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl-mem:${name}`, points, duration }),
      }),
    ]),
  ) as Record<RateLimitName, RateLimiterRedis>;

  return {
    middleware(name) {
      const limiter = limiters[name];
      return async (ctx, next) => {
        try {
          await limiter.consume(clientKey(ctx.ip));
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw new TooManyRequests(rejection.msBeforeNext / 1000);
          throw rejection;
        }
        await next();
      };
    },
  };
}
