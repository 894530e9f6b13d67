/**
 * A customer's changes to her own booking online: cancelling it, or moving it to another date
 * and time, both within the window Business Settings keep (48 hours by default).
 */
import { cancelTooLateText } from '@beauty/domain/business-settings';
import { bookingMessages } from '@beauty/domain/messages';
import type { BookingDetail, BookingReschedule } from '@beauty/domain/schemas/booking';
import { changeableUntil } from '@beauty/domain/slots';
import { ACTIVE_BOOKING_STATUSES } from '@beauty/domain/status';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { appointmentStartsAt, localTimeOf } from '@beauty/domain/zoned-time';
import type { BookingRow } from '@beauty/server/bookings/booking-rows';
import { nextCalendarSequence } from '@beauty/server/bookings/calendar-sequence';
import { releaseFreeConsultation } from '@beauty/server/consultations/close-consultation';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { currentBusinessSettings } from '../business-settings/business-settings.service';
import { holdPlan, planPlacement, releaseBookingTime, withAllocation } from '../staffing/allocation';
import { lockBookingRow, markCancelledByCustomer, moveBookingRow } from './bookings.repository';
import { findOwnBooking, getBooking, type SettingsReader } from './bookings.service';
import { assertBookableDate } from './new-booking';

/** Lock the customer's booking and check it may still be changed online (the window in Business Settings, 48 hours by default). */
async function lockChangeableBooking(
  trx: Knex.Transaction,
  user: SessionUser,
  id: string,
  action: 'cancel' | 'reschedule',
  now: Date,
  windowHours: number,
): Promise<BookingRow> {
  await findOwnBooking(trx, user, id);
  await lockBookingRow(trx, id);
  // Read again under the lock: what a concurrent change left is what counts.
  const row = await findOwnBooking(trx, user, id);
  const current = row;
  if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(current.status)) {
    throw new Conflict(
      action === 'cancel'
        ? bookingMessages.cannotCancel(current.status)
        : bookingMessages.cannotReschedule(current.status),
    );
  }
  if (now >= changeableUntil(appointmentStartsAt(current.eventDate, current.eventTime), windowHours)) {
    throw new Unprocessable(cancelTooLateText(windowHours));
  }
  return row;
}

/** Cancel until 48 hours before the start; the stylists' time is free again at commit (a trigger lets it go). */
export async function cancelBooking(
  deps: SettingsReader,
  user: SessionUser,
  id: string,
  now: Date = new Date(),
): Promise<BookingDetail> {
  const { cancellationHours } = await currentBusinessSettings(deps);
  await deps.knex.transaction(async (trx) => {
    await lockChangeableBooking(trx, user, id, 'cancel', now, cancellationHours);
    await markCancelledByCustomer(trx, id, user.id);
    await releaseFreeConsultation(trx, id, user.id);
    await writeEvent(trx, {
      type: 'booking.cancelled',
      entityType: 'booking',
      entityId: id,
      payload: { bookingId: id, sequence: await nextCalendarSequence(trx, id) },
    });
  });
  await deps.publicCache?.invalidate('availability');
  return getBooking(deps, user, id);
}

/**
 * Move to another date and time, under the same rules as booking and the 48-hour window: the
 * booking's time is let go and placed again in one transaction, so it either moves whole (the
 * same selection, area and party, possibly other stylists) or stays where it was (409).
 */
export async function rescheduleBooking(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  user: SessionUser,
  id: string,
  input: BookingReschedule,
  now: Date = new Date(),
): Promise<BookingDetail> {
  assertBookableDate(input.eventDate, now);
  const mode: TimeMode = input.timeMode ?? 'start';
  const { cancellationHours } = await currentBusinessSettings(deps);
  await withAllocation(deps.knex, async (trx) => {
    const row = await lockChangeableBooking(trx, user, id, 'reschedule', now, cancellationHours);
    const sameTime =
      mode === 'ready-by'
        ? row.readyBy === input.eventTime
        : !row.readyBy && row.eventTime === input.eventTime;
    if (row.eventDate === input.eventDate && sameTime) throw new Unprocessable(bookingMessages.sameSlot);
    await releaseBookingTime(trx, id);
    const plan = await planPlacement(trx, {
      selection: { ...row, addOns: row.addOnIds ?? [], partySize: row.bridalPackage ? null : row.partySize },
      date: input.eventDate,
      mode,
      time: input.eventTime,
      travelMinutes: row.travelMinutes,
      notBefore: new Date(now.getTime() + deps.config.booking.minNoticeMinutes * 60_000),
      exceptBookingId: id,
    });
    if (!plan) throw new Conflict(bookingMessages.noStylistFree);
    await holdPlan(trx, id, plan, user.id);
    await moveBookingRow(trx, id, {
      eventDate: input.eventDate,
      eventTime: localTimeOf(plan.startsAt),
      readyBy: mode === 'ready-by' ? input.eventTime : null,
      holdExpiresAt:
        row.status === 'pending' && row.holdExpiresAt
          ? new Date(Math.min(new Date(row.holdExpiresAt).getTime(), plan.startsAt.getTime()))
          : null,
    });
    await writeEvent(trx, {
      type: 'booking.rescheduled',
      entityType: 'booking',
      entityId: id,
      payload: {
        bookingId: id,
        from: { eventDate: row.eventDate, eventTime: row.eventTime },
        sequence: await nextCalendarSequence(trx, id),
      },
    });
  });
  await deps.publicCache?.invalidate('availability');
  return getBooking(deps, user, id);
}
