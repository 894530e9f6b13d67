import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { PUBLIC_CACHE_KEYS, type PublicCacheKey, publicCacheChannel, publishInvalidation } from './channel';

export type { PublicCacheKey } from './channel';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies smaller than this go out as they are: compressing them saves nothing. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * The longest a copy may be served: a backstop for an announcement that never arrived (a change
 * written while this process could not hear Redis, or `npm run db:seed` on a live catalog).
 */
export const DEFAULT_TTL_MS = 60_000;
/** Entries kept at most; the oldest quarter goes when it is reached. */
const MAX_ENTRIES = 5000;

/** One public answer, serialised and compressed once per version. */
export interface CachedAnswer {
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/**
 * The in-process cache of the public catalog, testimonials and gallery answers. Each key has
 * a version, bumped by every change: a load that started before a change is never stored, so a
 * request that begins after a change's commit always reads the change. Changes made by another
 * API process (or the worker) arrive on a Redis channel; while this process cannot hear that
 * channel it reads the database every time instead of risking a stale answer.
 */
export interface PublicCache {
  /** The answer for `key`: the current copy, or `load()` serialised and compressed (once for concurrent misses). */
  get(key: PublicCacheKey, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /**
   * Another value read from what `key` covers (the catalog as the pricing rules read it, say),
   * kept and dropped together with `key`'s answer; `name` tells the values of one key apart.
   */
  value<T>(key: PublicCacheKey, name: string, load: () => Promise<T>): Promise<T>;
  /**
   * Many values of `key` read together (availability, a day each): the ones kept now, and
   * `keep` for the ones then worked out, stored only if nothing changed `key` since this call.
   */
  batch<T>(key: PublicCacheKey, names: readonly string[]): PublicCacheBatch<T>;
  /** After a commit that changed what `keys` show: drop them here at once and tell the other processes. */
  invalidate(...keys: PublicCacheKey[]): Promise<void>;
  /** Hear the other processes' changes on a Redis connection of its own. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

export interface PublicCacheBatch<T> {
  found: Map<string, T>;
  keep(values: ReadonlyMap<string, T>): void;
}

export interface PublicCacheOptions {
  /** For announcing changes (any connection that is not in subscriber mode). */
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  ttlMs?: number;
  /** false: never keep a copy (every read loads), still announce changes. */
  enabled?: boolean;
}

async function encode(value: unknown): Promise<CachedAnswer> {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, identity, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { etag, identity, gzip: gz, br };
}

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const { redis, redisPrefix, logger } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const enabled = options.enabled ?? true;
  const log = logger.child({ component: 'public-cache' });
  const channel = publicCacheChannel(redisPrefix);

  const versions = new Map<PublicCacheKey, number>();
  // Keyed `${key} ${name}`: a key's answer and the values read from the same rows.
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, { version: number; promise: Promise<unknown> }>();
  let subscriber: Redis | null = null;
  /** listen() was called: copies are kept only while the subscription is live. */
  let shared = false;
  let hearing = false;
  let closed = false;

  const keeping = () => enabled && !closed && (!shared || hearing);

  function drop(keys: readonly PublicCacheKey[]) {
    for (const key of keys) {
      versions.set(key, (versions.get(key) ?? 0) + 1);
      for (const slot of entries.keys()) if (slot.startsWith(`${key} `)) entries.delete(slot);
    }
  }

  async function remember<T>(key: PublicCacheKey, name: string, load: () => Promise<T>): Promise<T> {
    const slot = `${key} ${name}`;
    const now = Date.now();
    const entry = entries.get(slot);
    if (entry && entry.expires > now && keeping()) return entry.value as T;
    const version = versions.get(key) ?? 0;
    const inFlight = loading.get(slot);
    if (inFlight && inFlight.version === version && keeping()) return inFlight.promise as Promise<T>;

    const promise = load();
    if (keeping()) loading.set(slot, { version, promise });
    // Many different questions (availability) may be asked between changes: keep the newest.
    if (entries.size >= MAX_ENTRIES)
      for (const old of [...entries.keys()].slice(0, MAX_ENTRIES / 4)) entries.delete(old);
    try {
      const value = await promise;
      // A change committed while this loaded bumped the version: the value may predate it.
      if (keeping() && (versions.get(key) ?? 0) === version)
        entries.set(slot, { value, expires: now + ttlMs });
      return value;
    } finally {
      if (loading.get(slot)?.promise === promise) loading.delete(slot);
    }
  }

  function onMessage(from: string, message: string) {
    if (from !== channel) return;
    try {
      const { keys } = JSON.parse(message) as { keys?: unknown };
      const known = Array.isArray(keys)
        ? keys.filter((k): k is PublicCacheKey => PUBLIC_CACHE_KEYS.includes(k as PublicCacheKey))
        : [];
      drop(known);
    } catch {
      // Not ours or garbled: drop everything rather than guess.
      drop(PUBLIC_CACHE_KEYS);
    }
  }

  async function subscribe(client: Redis) {
    await client.subscribe(channel);
    // Anything announced while we were not subscribed is unknown: start from the database.
    drop(PUBLIC_CACHE_KEYS);
    hearing = true;
  }

  return {
    get(key, load) {
      return remember(key, 'answer', () => load().then(encode));
    },

    value(key, name, load) {
      return remember(key, name, load);
    },

    batch<T>(key: PublicCacheKey, names: readonly string[]): PublicCacheBatch<T> {
      const started = Date.now();
      const version = versions.get(key) ?? 0;
      const found = new Map<string, T>();
      if (keeping())
        for (const name of names) {
          const entry = entries.get(`${key} ${name}`);
          if (entry && entry.expires > started) found.set(name, entry.value as T);
        }
      return {
        found,
        keep(values) {
          // A change committed since the batch began: what was worked out may predate it.
          if (!keeping() || (versions.get(key) ?? 0) !== version) return;
          if (entries.size + values.size >= MAX_ENTRIES)
            for (const old of [...entries.keys()].slice(0, MAX_ENTRIES / 4)) entries.delete(old);
          for (const [name, value] of values)
            entries.set(`${key} ${name}`, { value, expires: started + ttlMs });
        },
      };
    },

    async invalidate(...keys) {
      drop(keys);
      try {
        await publishInvalidation(redis, redisPrefix, keys);
      } catch (error) {
        log.warn(
          { err: error, keys },
          'could not announce a public cache change; other processes catch up by TTL',
        );
      }
    },

    async listen() {
      if (subscriber || closed) return;
      shared = true;
      const client = redis.duplicate({
        lazyConnect: true,
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        connectionName: 'beauty-api-public-cache',
      });
      subscriber = client;
      client.on('message', onMessage);
      client.on('error', (error) => log.debug({ err: error }, 'public cache listener error'));
      client.on('close', () => {
        hearing = false;
      });
      client.on('ready', () => {
        if (closed || hearing) return;
        subscribe(client).catch((error) => log.warn({ err: error }, 'public cache could not resubscribe'));
      });
      try {
        await client.connect();
        if (!hearing) await subscribe(client);
      } catch (error) {
        // Redis is away: read the database until the listener reconnects ('ready' above).
        log.warn({ err: error }, 'public cache is not listening yet; reading the database meanwhile');
      }
    },

    async close() {
      closed = true;
      hearing = false;
      entries.clear();
      const client = subscriber;
      subscriber = null;
      if (client) {
        client.removeAllListeners('ready');
        await client.quit().catch(() => client.disconnect());
      }
    },
  };
}
