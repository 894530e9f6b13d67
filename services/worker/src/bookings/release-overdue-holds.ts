import type { DelayedJobHandler } from '../pipeline/handler';
import { announcePublicChange } from '../pipeline/public-cache';
import { overdueHoldIds, releaseExpiredHold } from './booking-holds.repository';

/** Holds read and released per round; a run stops after MAX_ROUNDS and the next one goes on. */
const BATCH = 100;
const MAX_ROUNDS = 20;

/**
 * Release every pending request whose hold ended by `now` and whose deposit is not recorded,
 * oldest first, each in its own transaction (safe beside the delayed jobs: each release locks
 * and re-checks its row). Returns how many were released.
 */
export async function releaseOverdueHolds(ctx: Parameters<DelayedJobHandler>[1], now: Date): Promise<number> {
  let released = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const ids = await overdueHoldIds(ctx.db, now, BATCH);
    let releasedNow = 0;
    for (const id of ids) {
      if ((await releaseExpiredHold(ctx.db, id, now)) === 'released') releasedNow += 1;
    }
    released += releasedNow;
    // A short batch was the last; a batch of which nothing was released would come back the same.
    if (ids.length < BATCH || releasedNow === 0) break;
  }
  return released;
}

/**
 * holds.release-overdue, when its scheduler fires (every ten minutes, and at worker start): the
 * database is the record of holds, so a release whose delayed job Redis lost happens here.
 */
export const releaseOverdueHoldsJob: DelayedJobHandler<Record<string, never>> = async (_data, ctx) => {
  const released = await releaseOverdueHolds(ctx, new Date());
  if (released === 0) return 'skipped';
  ctx.logger.info({ released }, 'overdue booking holds released');
  await announcePublicChange(ctx, ['availability']);
  return 'done';
};
