import type Redis from 'ioredis';

/**
 * Delete every key a test run left under its Redis prefix (`<prefix>:…`: queues and jobs, rate
 * counters, cached copies), so a shared Redis does not fill up run after run. SCAN in batches, so a
 * large keyspace is never blocked. Only a prefix that starts with 'test_' is cleared: a slip can
 * never empty a running site's keys. Returns how many keys it deleted.
 */
export async function clearTestPrefix(redis: Redis, prefix: string): Promise<number> {
  if (!prefix.startsWith('test_')) throw new Error(`Not a test prefix: '${prefix}'`);
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
