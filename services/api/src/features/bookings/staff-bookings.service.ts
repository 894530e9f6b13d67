import { adminMessages, apiMessages } from '@beauty/domain/messages';
import type { AdminBookingPatch, StaffBooking, StylistBookingPatch } from '@beauty/domain/schemas/booking';
import { appointmentStartsAt } from '@beauty/domain/slots';
import { type BookingStatus, bookingMachine, canTransition, type PaymentStatus } from '@beauty/domain/status';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Forbidden, NotFound, Unprocessable } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { writeEvent } from '../../lib/outbox';
import {
  ACTIVE_BOOKING_STATUSES,
  type BookingRow,
  bookingsQuery,
  toStaffBooking,
} from './bookings.repository';
import { releaseFreeConsultation } from './bookings.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byStart = [
  { column: 'b.eventDate', order: 'asc' },
  { column: 'b.eventTime', order: 'asc' },
  { column: 'b.createdAt', order: 'asc' },
] as const;

/** Every booking, by appointment time (the admin's view). */
export async function listAllBookings(deps: Pick<AppDeps, 'knex'>): Promise<StaffBooking[]> {
  const rows: BookingRow[] = await bookingsQuery(deps.knex).orderBy([...byStart]);
  return rows.map(toStaffBooking);
}

/** A stylist's bookings plus the active ones nobody has claimed yet; an admin sees every booking. */
export async function listStylistBookings(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
): Promise<StaffBooking[]> {
  if (user.role === 'admin') return listAllBookings(deps);
  const rows: BookingRow[] = await bookingsQuery(deps.knex)
    .where((q) =>
      q
        .where('b.stylistId', user.id)
        .orWhere((unassigned) =>
          unassigned.whereNull('b.stylistId').whereIn('b.status', ACTIVE_BOOKING_STATUSES),
        ),
    )
    .orderBy([...byStart]);
  return rows.map(toStaffBooking);
}

async function readStaffBooking(knex: Knex, id: string): Promise<StaffBooking> {
  const row: BookingRow | undefined = await bookingsQuery(knex).where('b.id', id).first();
  if (!row) throw new NotFound();
  return toStaffBooking(row);
}

interface LockedBooking {
  id: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  stylistId: string | null;
  noShow: boolean;
  eventDate: string;
  eventTime: string;
}

async function lockBooking(trx: Knex.Transaction, id: string): Promise<LockedBooking> {
  if (!UUID.test(id)) throw new NotFound();
  const row = await trx('bookings')
    .where({ id })
    .forUpdate()
    .first('id', 'status', 'paymentStatus', 'stylistId', 'noShow', 'eventDate', 'eventTime');
  if (!row) throw new NotFound();
  return row;
}

interface StaffChange {
  status?: 'confirmed' | 'completed' | 'cancelled';
  stylistId?: string | null;
  paymentStatus?: PaymentStatus;
  noShow?: boolean;
}

const STATUS_EVENTS = {
  confirmed: 'booking.confirmed',
  completed: 'booking.completed',
  cancelled: 'booking.cancelled',
} as const;

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
  if (change.status !== undefined && change.status !== booking.status) {
    if (!canTransition(bookingMachine, booking.status, change.status)) {
      throw new Conflict(apiMessages.illegalTransition(booking.status, change.status));
    }
    update.status = change.status;
    update.statusChangedBy = actor.id;
    update[`${change.status}At`] = trx.fn.now();
    // Cancelled by the studio before the appointment: the customer keeps their free consultation.
    if (change.status === 'cancelled' && appointmentStartsAt(booking.eventDate, booking.eventTime) > now) {
      await releaseFreeConsultation(trx, booking.id);
    }
  }
  const updated: {
    stylistId?: string | null;
    previousStylistId?: string | null;
    paymentStatus?: string;
    noShow?: boolean;
  } = {};
  if (change.stylistId !== undefined && change.stylistId !== booking.stylistId) {
    if (change.stylistId) {
      const assignee = await trx('users').where({ id: change.stylistId }).first('role');
      if (!assignee || (assignee.role !== 'stylist' && assignee.role !== 'admin')) {
        throw new Unprocessable(adminMessages.assigneeNotStaff);
      }
    }
    update.stylistId = change.stylistId;
    updated.stylistId = change.stylistId;
    updated.previousStylistId = booking.stylistId;
  }
  if (change.paymentStatus !== undefined && change.paymentStatus !== booking.paymentStatus) {
    update.paymentStatus = change.paymentStatus;
    updated.paymentStatus = change.paymentStatus;
  }
  if (change.noShow !== undefined && change.noShow !== booking.noShow) {
    if (change.noShow && appointmentStartsAt(booking.eventDate, booking.eventTime) > now) {
      throw new Unprocessable(adminMessages.noShowNeedsPastStart);
    }
    update.noShow = change.noShow;
    updated.noShow = change.noShow;
  }
  if (Object.keys(update).length === 0) return;
  await trx('bookings')
    .where({ id: booking.id })
    .update({ ...update, updatedAt: trx.fn.now() });
  if (Object.keys(updated).length > 0) {
    await writeEvent(trx, {
      type: 'booking.updated',
      entityType: 'booking',
      entityId: booking.id,
      payload: { bookingId: booking.id, changedBy: actor.id, ...updated },
    });
  }
  if (update.status) {
    const status = update.status as keyof typeof STATUS_EVENTS;
    await writeEvent(trx, {
      type: STATUS_EVENTS[status],
      entityType: 'booking',
      entityId: booking.id,
      payload:
        status === 'cancelled' ? { bookingId: booking.id } : { bookingId: booking.id, changedBy: actor.id },
    } as Parameters<typeof writeEvent>[1]);
  }
}

/** PATCH /api/admin/bookings/{id}: confirm, complete, cancel, assign, record payments, mark a no-show. */
export async function patchBookingAsAdmin(
  deps: Pick<AppDeps, 'knex'>,
  actor: SessionUser,
  id: string,
  patch: AdminBookingPatch,
  now: Date = new Date(),
): Promise<StaffBooking> {
  await deps.knex.transaction(async (trx) => {
    await applyStaffChange(trx, actor, await lockBooking(trx, id), patch, now);
  });
  return readStaffBooking(deps.knex, id);
}

/**
 * PATCH /api/stylist/bookings/{id}: a stylist confirms or completes their own booking and
 * records its payment (the spec's complete action sets status and paymentStatus to completed).
 * An unassigned booking becomes theirs; another stylist's booking is not theirs to see (404).
 * Cancelling stays with the admins and the customer.
 */
export async function patchBookingAsStylist(
  deps: Pick<AppDeps, 'knex'>,
  actor: SessionUser,
  id: string,
  patch: StylistBookingPatch,
  now: Date = new Date(),
): Promise<StaffBooking> {
  if (patch.status === 'cancelled' && actor.role !== 'admin') throw new Forbidden();
  await deps.knex.transaction(async (trx) => {
    const booking = await lockBooking(trx, id);
    const mine = booking.stylistId === actor.id;
    if (!mine && actor.role !== 'admin') {
      if (booking.stylistId) throw new NotFound();
      if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) throw new NotFound();
    }
    if (patch.status === 'pending') {
      throw new Conflict(apiMessages.illegalTransition(booking.status, 'pending'));
    }
    await applyStaffChange(
      trx,
      actor,
      booking,
      {
        status: patch.status as StaffChange['status'],
        paymentStatus: patch.paymentStatus,
        ...(booking.stylistId ? {} : { stylistId: actor.id }),
      },
      now,
    );
  });
  return readStaffBooking(deps.knex, id);
}

/** POST /api/stylist/bookings/{id}/claim: take an unassigned active booking (409 if someone has it). */
export async function claimBooking(
  deps: Pick<AppDeps, 'knex'>,
  actor: SessionUser,
  id: string,
): Promise<StaffBooking> {
  await deps.knex.transaction(async (trx) => {
    const booking = await lockBooking(trx, id);
    if (booking.stylistId === actor.id) return;
    if (booking.stylistId) throw new Conflict(adminMessages.bookingTaken);
    if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
      throw new Conflict(apiMessages.illegalTransition(booking.status, 'claimed'));
    }
    await applyStaffChange(trx, actor, booking, { stylistId: actor.id }, new Date());
  });
  return readStaffBooking(deps.knex, id);
}
