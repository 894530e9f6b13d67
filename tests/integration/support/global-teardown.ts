import { dropDatabase } from '@beauty/api/db/ensure-database';
import { clearTestPrefix } from '@beauty/server/test-prefix';
import Redis from 'ioredis';
import type { TestServices } from './containers';

export default async function globalTeardown() {
  if (process.env.DATABASE_URL?.includes('beauty_test_')) await dropDatabase(process.env.DATABASE_URL);
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('test_')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    await clearTestPrefix(redis, prefix);
    await redis.quit();
  }
  await (globalThis as { __testServices?: TestServices }).__testServices?.stop();
}
