import { signInPageMessages } from '@beauty/domain/account-messages';
import { hashToken } from '@beauty/server/tokens';
import type Redis from 'ioredis';
import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError, TooManyRequests } from '../errors';
import { clientKey } from './client-address';

/**
 * What a route's `rateLimit` protects. The public forms and the account forms (register,
 * reset) count every request per client address; 'passwordResetRequest' also counts per target
 * email; 'signIn' counts failed sign-ins only, per account and per address (a wedding party on
 * one Wi-Fi signs in as often as it likes); 'passwordCheck' counts a signed-in user's wrong
 * current passwords (a password change) with the same counters, as failed sign-ins of her account.
 */
export type RateLimitName =
  | 'contact'
  | 'publicForm'
  | 'upload'
  | 'accountForm'
  | 'passwordResetRequest'
  | 'signIn'
  | 'passwordCheck';

export interface RateLimiters {
  middleware(name: RateLimitName): Middleware;
  /** An account proved its owner another way (a password reset): its failed sign-ins are forgotten. */
  forgetSignInFailures(email: string): Promise<void>;
}

/** One counter: how many points a key has per window, what it counts by, what a refusal says. */
interface Counter {
  points: number;
  duration: number;
  key: (ctx: Context) => string | null;
  /** The sign-in pages' words for the wait (JSON routes keep the generic message). */
  message?: (minutes: number) => string;
}

const byAddress = (ctx: Context) => clientKey(ctx.ip);

/** An email as accounts are looked up (trimmed, any case), hashed: Redis holds no addresses. */
const emailKey = (email: string) => hashToken(email.trim().toLowerCase());
const byEmail = (ctx: Context) => {
  const email = ((ctx.request as { body?: unknown }).body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' && email.trim() ? emailKey(email) : null;
};
/** The signed-in user's account (the role check runs first), keyed as her sign-ins are. */
const bySessionEmail = (ctx: Context) => {
  const email = (ctx.state.user as { email?: string } | null)?.email;
  return email ? emailKey(email) : null;
};

/**
 * Limits counted in Redis, so several API processes share them. When Redis is unreachable an
 * in-memory limiter takes over, so a Redis outage never turns a public form into a 500
 * (ARCHITECTURE: nothing submitted is lost). Addresses count by clientKey (an IPv6 client by its /64).
 */
export function createRateLimiters(config: Config, redis: Redis): RateLimiters {
  const limits = config.rateLimits;
  const counters = {
    contact: { points: limits.contactPerHour, duration: 3600, key: byAddress },
    publicForm: { points: limits.publicFormPerHour, duration: 3600, key: byAddress },
    upload: { points: limits.publicFormPerHour * 5, duration: 3600, key: byAddress },
    accountForm: {
      points: limits.accountFormsPer15Min,
      duration: 900,
      key: byAddress,
      message: signInPageMessages.tooManyForms,
    },
    resetEmail: {
      points: limits.resetEmailsPerHour,
      duration: 3600,
      key: byEmail,
      message: signInPageMessages.tooManyResetEmails,
    },
    signInAccount: {
      points: limits.signInFailuresPerAccount,
      duration: 900,
      key: byEmail,
      message: signInPageMessages.accountLocked,
    },
    signInAddress: {
      points: limits.signInFailuresPerAddress,
      duration: 900,
      key: byAddress,
      message: signInPageMessages.addressLocked,
    },
  } satisfies Record<string, Counter>;
  type CounterName = keyof typeof counters;

  const limiters = Object.fromEntries(
    Object.entries(counters).map(([name, { points, duration }]) => [
      name,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisPrefix}:rl:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl-mem:${name}`, points, duration }),
      }),
    ]),
  ) as Record<CounterName, RateLimiterRedis>;

  /**
   * Take a point from each counter in turn, into `taken` (none from the later ones once one
   * refuses); `keys` counts a counter by another key than its own.
   */
  async function consume(
    ctx: Context,
    names: CounterName[],
    taken: Array<[CounterName, string]> = [],
    keys: Partial<Record<CounterName, Counter['key']>> = {},
  ) {
    for (const name of names) {
      const counter: Counter = counters[name];
      const key = (keys[name] ?? counter.key)(ctx);
      if (key === null) continue;
      try {
        await limiters[name].consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = rejection.msBeforeNext / 1000;
        throw new TooManyRequests(seconds, counter.message?.(Math.max(1, Math.ceil(seconds / 60))));
      }
      taken.push([name, key]);
    }
  }

  async function giveBack(ctx: Context, taken: Array<[CounterName, string]>) {
    for (const [name, key] of taken) {
      await limiters[name].reward(key).catch((error: unknown) => {
        ctx.state.logger?.warn({ err: error, limiter: name }, 'rate limit point not given back');
      });
    }
  }

  /**
   * A password check takes a point per account and per address before the password is checked
   * (so parallel guesses cannot all slip past a check), and keeps it only when the password was
   * wrong. Anything else gives the points back, and a right password clears the account's
   * failures; never the address's, or one good account would reset a guesser's budget.
   */
  const passwordGuess =
    (
      account: Counter['key'],
      wrong: (ctx: Context, error: unknown) => boolean,
      right: (ctx: Context) => boolean,
    ): Middleware =>
    async (ctx, next) => {
      const taken: Array<[CounterName, string]> = [];
      let failed = false;
      try {
        await consume(ctx, ['signInAccount', 'signInAddress'], taken, { signInAccount: account });
        await next();
        failed = wrong(ctx, null);
      } catch (error) {
        failed = wrong(ctx, error);
        throw error;
      } finally {
        if (!failed) await giveBack(ctx, taken);
        const counted = taken.find(([name]) => name === 'signInAccount');
        if (counted && right(ctx)) await limiters.signInAccount.delete(counted[1]).catch(() => false);
      }
    };
  // The sign-in form answers a wrong password with its page (401) and a right one with 303.
  const signIn = passwordGuess(
    byEmail,
    (ctx) => ctx.status === 401,
    (ctx) => ctx.status === 303,
  );
  // A password change is refused with WrongCurrentPassword (422) and answers 200 when done.
  const passwordCheck = passwordGuess(
    bySessionEmail,
    (_ctx, error) => error instanceof AppError && error.status === 422,
    (ctx) => ctx.status === 200,
  );

  const perRequest: Record<Exclude<RateLimitName, 'signIn' | 'passwordCheck'>, CounterName[]> = {
    contact: ['contact'],
    publicForm: ['publicForm'],
    upload: ['upload'],
    accountForm: ['accountForm'],
    // Per address first: a refused address takes nothing from the target email's budget.
    passwordResetRequest: ['accountForm', 'resetEmail'],
  };

  return {
    middleware(name) {
      if (name === 'signIn') return signIn;
      if (name === 'passwordCheck') return passwordCheck;
      const names = perRequest[name];
      return async (ctx, next) => {
        await consume(ctx, names);
        await next();
      };
    },
    async forgetSignInFailures(email) {
      await limiters.signInAccount.delete(emailKey(email)).catch(() => false);
    },
  };
}
