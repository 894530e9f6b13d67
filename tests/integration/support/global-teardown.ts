import { dropDatabase } from '@beauty/api/db/ensure-database';
import Redis from 'ioredis';
import type { TestServices } from './containers';

export default async function globalTeardown() {
  if (process.env.DATABASE_URL?.includes('beauty_test_')) await dropDatabase(process.env.DATABASE_URL);
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('test_')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  }
  await (globalThis as { __testServices?: TestServices }).__testServices?.stop();
}
