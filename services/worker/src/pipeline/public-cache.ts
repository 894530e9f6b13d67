import { type PublicCacheKey, publishInvalidation } from '@beauty/server/public-cache/channel';
import type { JobContext } from './handler';

/**
 * Tell the API processes that a public answer changed (after the commit that changed it), e.g.
 * 'availability' when a released hold frees stylists' time. Best effort, like the API's own: a
 * process that misses it drops its copy when the entry's time to live runs out.
 */
export async function announcePublicChange(
  ctx: Pick<JobContext, 'redis' | 'config' | 'logger'>,
  keys: readonly PublicCacheKey[],
): Promise<void> {
  if (!ctx.redis) return;
  try {
    await publishInvalidation(ctx.redis, ctx.config.redisPrefix, keys);
  } catch (error) {
    ctx.logger.warn({ err: error, keys }, 'could not announce the change to the API processes');
  }
}
