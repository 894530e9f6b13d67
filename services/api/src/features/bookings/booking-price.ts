/**
 * A booking's final price as staff set it: the deposit rates it may need, and the columns it
 * writes on a staff change (staff-booking-changes.service.ts), checked before anything moves.
 */
import { adminMessages } from '@beauty/domain/messages';
import { type DepositRateSet, depositForFinalPrice, formatDollars } from '@beauty/domain/pricing';
import type { PaymentStatus } from '@beauty/domain/status';
import type { AppDeps } from '../../deps';
import { Conflict, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { currentDepositRates } from '../business-settings/business-settings.service';
import type { LockedBooking } from './staff-bookings.repository';

/** A final price with the deposit rates to use when the booking's total was $0. */
export interface FinalPrice {
  totalPriceCents: number;
  rates: DepositRateSet;
}

/** What a staff change says that bears on its price. */
interface PricedChange {
  status?: string;
  paymentStatus?: PaymentStatus;
  price?: FinalPrice;
}

/** A patch's final price with the deposit rates it may need (read only when a price is set). */
export async function priceOf(
  deps: Pick<AppDeps, 'knex' | 'publicCache' | 'config'>,
  totalPriceCents: number | undefined,
): Promise<FinalPrice | undefined> {
  return totalPriceCents === undefined
    ? undefined
    : { totalPriceCents, rates: await currentDepositRates(deps) };
}

/**
 * The columns a final price writes (null when it writes nothing: the same price, already final):
 * the total, the deposit that follows it while unpaid, the estimate it replaces the first time,
 * and who set it (the time is stamped by the database). A deposit recorded by the same change was
 * the one she was asked for, so it stays; a deposit of $0 holds her date for nothing. 409 on a
 * cancelled booking or one paid in full or refunded; 422 below a deposit received.
 */
export function priceUpdate(
  booking: LockedBooking,
  change: PricedChange,
  actor: SessionUser,
): Record<string, unknown> | null {
  const price = change.price;
  if (!price || (price.totalPriceCents === booking.totalPriceCents && booking.priceSetAt !== null))
    return null;
  if ((change.status ?? booking.status) === 'cancelled') throw new Conflict(adminMessages.priceOfCancelled);
  if (booking.paymentStatus === 'completed') throw new Conflict(adminMessages.priceOfPaidInFull);
  if (booking.paymentStatus === 'refunded') throw new Conflict(adminMessages.priceOfRefunded);
  const paid = change.paymentStatus !== undefined && change.paymentStatus !== 'unpaid';
  const depositCents = depositForFinalPrice(
    paid ? { ...booking, paymentStatus: change.paymentStatus as string } : booking,
    price.totalPriceCents,
    price.rates,
  );
  if (price.totalPriceCents < depositCents)
    throw new Unprocessable(adminMessages.priceBelowDeposit(formatDollars(depositCents)));
  return {
    totalPriceCents: price.totalPriceCents,
    depositCents,
    priceSetBy: actor.id,
    ...(booking.priceSetAt === null ? { estimateCents: booking.totalPriceCents } : {}),
    ...(depositCents === 0 ? { holdExpiresAt: null } : {}),
  };
}
