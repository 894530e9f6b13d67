import type { DelayedJobHandler } from '../pipeline/handler';
import { announcePublicChange } from '../pipeline/public-cache';
import type { BookingHoldData } from './booking-hold-plan';
import { releaseExpiredHold } from './booking-holds.repository';

/**
 * holds.booking-expiry, the delayed job, when the hold it was scheduled for ends: release the
 * request if it is still pending with no payment recorded and its hold has ended (checked again
 * under a lock), then tell the API processes that availability changed.
 */
export const bookingHoldExpiry: DelayedJobHandler<BookingHoldData> = async (data, ctx) => {
  const log = ctx.logger.child({ bookingId: data.bookingId, expiresAt: data.expiresAt });
  const outcome = await releaseExpiredHold(ctx.db, data.bookingId, new Date());
  if (outcome !== 'released') {
    log.info({ outcome }, 'booking hold left alone');
    return 'skipped';
  }
  log.info('booking hold released: the deposit did not arrive in time');
  await announcePublicChange(ctx, ['availability']);
  return 'done';
};
