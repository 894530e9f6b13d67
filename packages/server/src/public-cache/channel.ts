import type Redis from 'ioredis';

/**
 * The public reads the API caches in memory (lib/public-cache.ts). A change to what one of
 * them shows is announced on a Redis channel, so every API process drops its copy at once.
 */
export const PUBLIC_CACHE_KEYS = [
  'services',
  'add-ons',
  'stylists',
  'testimonials',
  'gallery',
  'service-areas',
  // Dropped by every booking, hours or time-off change, in the API and the worker.
  'availability',
  // Business Settings (/api/site and what pricing and bookings read of them).
  'business-settings',
] as const;
export type PublicCacheKey = (typeof PUBLIC_CACHE_KEYS)[number];

/** The channel under the deployment's Redis prefix (test runs and benches use their own). */
export function publicCacheChannel(redisPrefix: string): string {
  return `${redisPrefix}:public-cache:invalidate`;
}

/**
 * Tell every API process that `keys` changed (the API after its commit; the worker after an
 * image conversion changes a gallery answer). Best effort: a process that misses it still drops
 * its copy when its entry's time to live runs out, and bypasses its cache while it cannot listen.
 */
export async function publishInvalidation(
  redis: Pick<Redis, 'publish'>,
  redisPrefix: string,
  keys: readonly PublicCacheKey[],
): Promise<void> {
  await redis.publish(publicCacheChannel(redisPrefix), JSON.stringify({ keys }));
}
