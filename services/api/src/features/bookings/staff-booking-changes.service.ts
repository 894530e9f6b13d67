import { selectionOfBooking } from '@beauty/domain/booking-rules';
/**
 * Staff changes to a booking: an admin's patch (confirm, complete, cancel, assign, payments, a
 * no-show, the final price), a stylist's patch of her own booking, and a stylist claiming one nobody holds. Each
 * runs on the locked booking under the allocation lock and writes its events.
 */
import { adminMessages, apiMessages } from '@beauty/domain/messages';
import type { StylistBookingPatch } from '@beauty/domain/schemas/booking';
import type { AdminBookingPatch, StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { bookingMachine, canTransition, isActiveBooking, type PaymentStatus } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { releaseFreeConsultation } from '@beauty/server/consultations/close-consultation';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Forbidden, NotFound, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { holdPlan, planPlacement, releaseBookingTime, withAllocation } from '../staffing/allocation';
import { type FinalPrice, priceOf, priceUpdate } from './booking-price';
import { type StaffStatus, writeStaffChangeEvents } from './staff-booking-events';
import {
  bookingAddOnIds,
  type LockedBooking,
  lockedBookingRow,
  roleOf,
  updateBookingRow,
} from './staff-bookings.repository';
import { readStaffBooking } from './staff-bookings.service';

/** The booking a staff change starts from, locked (404 when there is none). */
async function lockBooking(trx: Knex.Transaction, id: string): Promise<LockedBooking> {
  const booking = await lockedBookingRow(trx, id);
  if (!booking) throw new NotFound();
  return booking;
}

/**
 * Place an active booking's time again with `lead` first (its whole party, more of the team when
 * it needs them), after letting its current time go: an assignment, a claim. 409 when `lead`
 * cannot take it then; the constraint has the last word.
 */
async function placeWithLead(
  trx: Knex.Transaction,
  booking: LockedBooking,
  lead: string,
  actor: SessionUser,
) {
  await releaseBookingTime(trx, booking.id);
  const addOns = await bookingAddOnIds(trx, booking.id);
  const plan = await planPlacement(trx, {
    selection: selectionOfBooking(booking, addOns),
    date: booking.eventDate,
    mode: booking.readyBy ? 'ready-by' : 'start',
    time: booking.readyBy ?? booking.eventTime,
    travelMinutes: booking.travelMinutes,
    prefer: lead,
  });
  const leads = plan?.assignments.find((a) => a.role === 'lead');
  if (!plan || leads?.stylistId !== lead) throw new Conflict(adminMessages.stylistNotFree);
  await holdPlan(trx, booking.id, plan, actor.id);
}

interface StaffChange {
  status?: StaffStatus;
  stylistId?: string | null;
  paymentStatus?: PaymentStatus;
  noShow?: boolean;
  /** The final price, with the deposit rates to use when the estimate was $0. */
  price?: FinalPrice;
  /** What the studio writes to her when it cancels (with `status: 'cancelled'` only). */
  cancellationNote?: string;
}

/**
 * Apply staff changes to a locked booking: the status through the booking machine (409
 * otherwise), the assignee (a stylist or an admin), payments and the no-show mark, each change
 * recorded with who made it, and the events that email, update the timeline and recompute
 * the stylists' figures. Only what really changes is written.
 */
async function applyStaffChange(
  trx: Knex.Transaction,
  actor: SessionUser,
  booking: LockedBooking,
  change: StaffChange,
  now: Date,
): Promise<void> {
  const update: Record<string, unknown> = {};
  const stampedNow: string[] = [];
  // The work and its balance come on the day: nobody completes a booking, or records it paid in
  // full, before it starts (a deposit is recorded any time; a no-show below likewise waits).
  const started = appointmentStartsAt(booking.eventDate, booking.eventTime) <= now;
  if (change.status === 'completed' && booking.status !== 'completed' && !started)
    throw new Unprocessable(adminMessages.completeNeedsPastStart);
  if (change.paymentStatus === 'completed' && booking.paymentStatus !== 'completed' && !started)
    throw new Unprocessable(adminMessages.paidInFullNeedsPastStart);
  // Checked before anything moves; written with the rest below.
  const priced = priceUpdate(booking, change, actor);
  if (change.status !== undefined && change.status !== booking.status) {
    if (!canTransition(bookingMachine, booking.status, change.status)) {
      throw new Conflict(apiMessages.illegalTransition(booking.status, change.status));
    }
    update.status = change.status;
    update.statusChangedBy = actor.id;
    stampedNow.push(`${change.status}At`);
    // Cancelled by the studio before the appointment: the customer keeps their free consultation.
    if (change.status === 'cancelled' && !started) {
      await releaseFreeConsultation(trx, booking.id, actor.id);
    }
  }
  const updated: {
    stylistId?: string | null;
    previousStylistId?: string | null;
    paymentStatus?: string;
    noShow?: boolean;
    totalPriceCents?: number;
  } = {};
  if (
    change.stylistId !== undefined &&
    (change.stylistId !== booking.stylistId ||
      (change.stylistId && !booking.staff.includes(change.stylistId)))
  ) {
    if (change.stylistId) {
      const role = await roleOf(trx, change.stylistId);
      if (role !== 'stylist' && role !== 'admin') {
        throw new Unprocessable(adminMessages.assigneeNotStaff);
      }
      // An active booking's time moves with it; a past one only changes its name.
      if (isActiveBooking(change.status ?? booking.status))
        await placeWithLead(trx, booking, change.stylistId, actor);
    } else {
      await releaseBookingTime(trx, booking.id);
    }
    update.stylistId = change.stylistId;
    updated.stylistId = change.stylistId;
    updated.previousStylistId = booking.stylistId;
  }
  if (change.paymentStatus !== undefined && change.paymentStatus !== booking.paymentStatus) {
    update.paymentStatus = change.paymentStatus;
    updated.paymentStatus = change.paymentStatus;
  }
  // A deposit recorded, or the booking confirmed: its date is no longer only held.
  if (
    booking.holdExpiresAt &&
    (update.status === 'confirmed' ||
      update.paymentStatus === 'deposit_received' ||
      update.paymentStatus === 'completed')
  )
    update.holdExpiresAt = null;
  // A note goes with the studio's cancelling: one already cancelled would drop it unseen.
  if (change.cancellationNote?.trim() && update.status !== 'cancelled')
    throw new Conflict(adminMessages.noteAfterCancellation);
  if (update.status === 'cancelled') {
    update.cancellationReason = 'studio';
    update.cancellationNote = change.cancellationNote?.trim() || null;
    update.holdExpiresAt = null;
  }
  if (change.noShow !== undefined && change.noShow !== booking.noShow) {
    if (change.noShow && !started) {
      throw new Unprocessable(adminMessages.noShowNeedsPastStart);
    }
    update.noShow = change.noShow;
    updated.noShow = change.noShow;
  }
  // The estimate's own amount may be the final price too: setting it records that it is final.
  if (priced) {
    Object.assign(update, priced);
    stampedNow.push('priceSetAt');
    updated.totalPriceCents = priced.totalPriceCents as number;
  }
  if (Object.keys(update).length === 0) return;
  await updateBookingRow(trx, booking.id, update, stampedNow);
  await writeStaffChangeEvents(trx, booking.id, actor.id, {
    updated,
    priced: Boolean(priced),
    status: update.status as StaffStatus | undefined,
  });
}

/**
 * Change a booking under the allocation lock (its row locked first), then drop the cached
 * availability (its time may have moved) and answer the booking as the staff see it.
 */
async function changeBooking(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  id: string,
  change: (trx: Knex.Transaction, booking: LockedBooking) => Promise<void>,
): Promise<StaffBooking> {
  await withAllocation(deps.knex, async (trx) => change(trx, await lockBooking(trx, id)));
  await deps.publicCache?.invalidate('availability');
  return readStaffBooking(deps.knex, id);
}

type ChangeDeps = Pick<AppDeps, 'knex' | 'publicCache' | 'config'>;

/**
 * PATCH /api/admin/bookings/{id}: confirm, complete, cancel, assign, record payments, mark a
 * no-show, set the final price.
 */
export async function patchBookingAsAdmin(
  deps: ChangeDeps,
  actor: SessionUser,
  id: string,
  patch: AdminBookingPatch,
  now: Date = new Date(),
): Promise<StaffBooking> {
  const { totalPriceCents, ...rest } = patch;
  if (rest.cancellationNote?.trim() && rest.status !== 'cancelled')
    throw new Unprocessable(adminMessages.cancellationNoteWithoutCancel);
  const price = await priceOf(deps, totalPriceCents);
  return changeBooking(deps, id, (trx, booking) =>
    applyStaffChange(trx, actor, booking, { ...rest, price }, now),
  );
}

/**
 * PATCH /api/stylist/bookings/{id}: a stylist confirms or completes their own booking and
 * records its payment (the spec's complete action sets status and paymentStatus to completed), or
 * sets its final price.
 * An unassigned booking becomes theirs; another stylist's booking is not theirs to see (404).
 * Cancelling stays with the admins and the customer.
 */
export async function patchBookingAsStylist(
  deps: ChangeDeps,
  actor: SessionUser,
  id: string,
  patch: StylistBookingPatch,
  now: Date = new Date(),
): Promise<StaffBooking> {
  if (patch.status === 'cancelled' && actor.role !== 'admin') throw new Forbidden();
  const price = await priceOf(deps, patch.totalPriceCents);
  return changeBooking(deps, id, async (trx, booking) => {
    const mine = booking.stylistId === actor.id || booking.staff.includes(actor.id);
    if (!mine && actor.role !== 'admin') {
      if (booking.stylistId || booking.staff.length > 0) throw new NotFound();
      if (!isActiveBooking(booking.status)) throw new NotFound();
    }
    if (patch.status === 'pending') {
      throw new Conflict(apiMessages.illegalTransition(booking.status, 'pending'));
    }
    // Pricing is for the stylists on the booking: one nobody holds is claimed first.
    if (patch.totalPriceCents !== undefined && !mine && actor.role !== 'admin')
      throw new Conflict(adminMessages.claimBeforePricing);
    await applyStaffChange(
      trx,
      actor,
      booking,
      {
        status: patch.status as StaffChange['status'],
        paymentStatus: patch.paymentStatus,
        price,
        // Nobody holds its time yet: the stylist who confirms or completes it takes it.
        ...(booking.stylistId || booking.staff.length > 0 ? {} : { stylistId: actor.id }),
      },
      now,
    );
  });
}

/**
 * POST /api/stylist/bookings/{id}/claim: take an active booking whose time nobody holds (409 if
 * someone has it, or when the claimer is not free then: her time is placed like any other).
 */
export async function claimBooking(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  id: string,
): Promise<StaffBooking> {
  return changeBooking(deps, id, async (trx, booking) => {
    if (booking.stylistId === actor.id && booking.staff.includes(actor.id)) return;
    const someoneElse = booking.stylistId && booking.stylistId !== actor.id;
    if (someoneElse || booking.staff.length > 0) throw new Conflict(adminMessages.bookingTaken);
    if (!isActiveBooking(booking.status)) {
      throw new Conflict(apiMessages.illegalTransition(booking.status, 'claimed'));
    }
    await applyStaffChange(trx, actor, booking, { stylistId: actor.id }, new Date());
  });
}
