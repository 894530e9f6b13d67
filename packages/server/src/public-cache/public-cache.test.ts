import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import pino from 'pino';
import { publicCacheChannel } from './channel';
import { createPublicCache } from './public-cache';

/** Just enough of ioredis: publish for the writer, a subscriber that tests drive by hand. */
function fakeRedis() {
  const published: Array<{ channel: string; message: string }> = [];
  const subscriber = Object.assign(new EventEmitter(), {
    connect: async () => {},
    subscribe: async () => 1,
    quit: async () => 'OK',
    disconnect: () => {},
  });
  const redis = {
    publish: async (channel: string, message: string) => {
      published.push({ channel, message });
      return 1;
    },
    duplicate: () => subscriber,
  } as unknown as Redis;
  return { redis, published, subscriber };
}

const logger = pino({ level: 'silent' });
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('public cache', () => {
  it('loads once, then answers from memory until a change drops the copy', async () => {
    const { redis, published } = fakeRedis();
    const cache = createPublicCache({ redis, redisPrefix: 'p', logger });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.get('gallery', load);
    expect(JSON.parse(first.identity.toString())).toEqual({ n: 1 });
    expect((await cache.get('gallery', load)).etag).toBe(first.etag);
    expect(loads).toBe(1);

    await cache.invalidate('gallery');
    expect(published).toEqual([{ channel: publicCacheChannel('p'), message: '{"keys":["gallery"]}' }]);
    expect(JSON.parse((await cache.get('gallery', load)).identity.toString())).toEqual({ n: 2 });
  });

  it('never keeps a load that started before a change committed', async () => {
    const { redis } = fakeRedis();
    const cache = createPublicCache({ redis, redisPrefix: 'p', logger });
    const slow = deferred<string[]>();
    const stale = cache.get('testimonials', () => slow.promise);
    await cache.invalidate('testimonials'); // a change commits while the read is in flight
    slow.resolve(['before the change']);
    expect(JSON.parse((await stale).identity.toString())).toEqual(['before the change']);
    // The next read loads again instead of serving what the in-flight read saw.
    const fresh = await cache.get('testimonials', async () => ['after the change']);
    expect(JSON.parse(fresh.identity.toString())).toEqual(['after the change']);
  });

  it('shares one load between concurrent misses', async () => {
    const { redis } = fakeRedis();
    const cache = createPublicCache({ redis, redisPrefix: 'p', logger });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return ['x'];
    };
    await Promise.all([
      cache.get('services', load),
      cache.get('services', load),
      cache.get('services', load),
    ]);
    expect(loads).toBe(1);
  });

  it('compresses large answers and leaves small ones as they are', async () => {
    const { redis } = fakeRedis();
    const cache = createPublicCache({ redis, redisPrefix: 'p', logger });
    const big = await cache.get('services', async () => Array.from({ length: 200 }, (_, i) => ({ i })));
    expect(big.gzip?.length).toBeLessThan(big.identity.length);
    expect(big.br?.length).toBeLessThan(big.identity.length);
    const small = await cache.get('stylists', async () => []);
    expect(small.gzip).toBeNull();
  });

  it('drops a copy when another process announces a change, and everything after a reconnect', async () => {
    const { redis, subscriber } = fakeRedis();
    const cache = createPublicCache({ redis, redisPrefix: 'p', logger });
    await cache.listen();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('gallery', load);
    await cache.get('services', load);
    expect(loads).toBe(2);

    subscriber.emit('message', publicCacheChannel('p'), '{"keys":["gallery"]}');
    await cache.get('gallery', load);
    await cache.get('services', load);
    expect(loads).toBe(3);

    // Not listening: every read goes to the database rather than risk a missed announcement.
    subscriber.emit('close');
    await cache.get('services', load);
    await cache.get('services', load);
    expect(loads).toBe(5);

    // Listening again: whatever was announced meanwhile is unknown, so nothing old is reused.
    subscriber.emit('ready');
    await new Promise((r) => setImmediate(r));
    await cache.get('services', load);
    await cache.get('services', load);
    expect(loads).toBe(6);
    await cache.close();
  });

  it('keeps nothing when disabled, and values expire after the time to live', async () => {
    const { redis } = fakeRedis();
    const off = createPublicCache({ redis, redisPrefix: 'p', logger, enabled: false });
    let loads = 0;
    const load = async () => ++loads;
    await off.get('gallery', load);
    await off.get('gallery', load);
    expect(loads).toBe(2);

    const short = createPublicCache({ redis, redisPrefix: 'p', logger, ttlMs: 20 });
    await short.value('services', 'priced', load);
    await short.value('services', 'priced', load);
    expect(loads).toBe(3);
    await new Promise((r) => setTimeout(r, 30));
    await short.value('services', 'priced', load);
    expect(loads).toBe(4);
  });
});
