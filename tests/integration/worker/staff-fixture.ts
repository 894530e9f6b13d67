import { randomUUID } from 'node:crypto';
import { holdPlan, planPlacement, releaseBookingTime } from '@beauty/api/features/staffing/allocation';
import type { EventPayload } from '@beauty/domain/events';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import { waitUntil } from '../support/wait';

/**
 * What the staff screens write (services/api/src/features: admin bookings, stylist bookings,
 * moderation), rows and outbox event in one transaction, so the worker tests do not depend on
 * the API.
 */

export async function insertUser(
  db: Knex,
  role: 'stylist' | 'admin' | 'customer',
  fields: { firstName?: string | null; lastName?: string | null } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const row = {
    email: `${role}.${tag}@example.com`,
    firstName: fields.firstName === undefined ? 'Sofia' : fields.firstName,
    lastName: fields.lastName === undefined ? `Reyes ${tag}` : fields.lastName,
    role,
  };
  const [user] = await db('users').insert(row).returning('id');
  return { ...row, id: user.id as string };
}

export interface RawBooking {
  customerId: string;
  stylistId?: string | null;
  eventDate: string;
  eventTime?: string;
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  paymentStatus?: 'unpaid' | 'deposit_received' | 'completed' | 'refunded';
  totalPriceCents?: number;
}

/** A booking row as it stands, without any event (for recomputing figures at a chosen instant). */
export async function insertBookingRow(db: Knex, fields: RawBooking): Promise<string> {
  const total = fields.totalPriceCents ?? 10_000;
  const [row] = await db('bookings')
    .insert({
      customerId: fields.customerId,
      createdBy: fields.customerId,
      stylistId: fields.stylistId ?? null,
      hairService: 'simple',
      eventDate: fields.eventDate,
      eventTime: fields.eventTime ?? '10:00',
      status: fields.status ?? 'pending',
      paymentStatus: fields.paymentStatus ?? 'unpaid',
      paymentMethod: 'cashapp',
      paymentHandle: '$client',
      totalPriceCents: total,
      depositCents: Math.round(total * 0.3),
    })
    .returning('id');
  return row.id as string;
}

/**
 * Like POST /api/stylist/appointments: a booking assigned to the stylist, confirmed at once, and
 * 'booking.created'.
 */
export async function createAssignedBooking(db: Knex, fields: RawBooking) {
  return db.transaction(async (trx) => {
    const bookingId = await insertBookingRow(trx, { status: 'confirmed', ...fields });
    const eventId = await writeEvent(trx, {
      type: 'booking.created',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId },
    });
    return { bookingId, eventId };
  });
}

type StaffChange = Omit<EventPayload<'booking.updated'>, 'bookingId' | 'changedBy'>;

/**
 * Like the API's assignment: an active booking's time moves to the new lead (the allocator plans
 * it again with her first, and refuses when she is not free); unassigning lets its time go.
 */
async function moveTime(trx: Knex.Transaction, bookingId: string, lead: string | null, actor: string) {
  const booking = await trx('bookings').where({ id: bookingId }).first();
  if (!['pending', 'confirmed'].includes(booking.status)) return;
  await releaseBookingTime(trx, bookingId);
  if (!lead) return;
  const addOns: Array<{ addOnId: string }> = await trx('booking_add_ons')
    .where({ bookingId })
    .select('addOnId');
  const plan = await planPlacement(trx, {
    selection: {
      ...booking,
      addOns: addOns.map((a) => a.addOnId),
      partySize: booking.bridalPackage ? null : booking.partySize,
    },
    date: booking.eventDate,
    mode: booking.readyBy ? 'ready-by' : 'start',
    time: booking.readyBy ?? booking.eventTime,
    travelMinutes: booking.travelMinutes,
    prefer: lead,
  });
  if (plan?.assignments.find((a) => a.role === 'lead')?.stylistId !== lead)
    throw new Error(`Stylist ${lead} is not free for booking ${bookingId}`);
  await holdPlan(trx, bookingId, plan, actor);
}

/**
 * Like PATCH /api/admin/bookings/:id (and the stylist's claim and complete): the new status
 * writes 'booking.confirmed', 'booking.completed' or 'booking.cancelled'; a new stylist moves the
 * booking's time to her; a confirmation or a deposit ends the hold; a new stylist, payment
 * status or no-show mark writes 'booking.updated' with only what changed. Returns the event ids.
 */
export async function staffUpdateBooking(
  db: Knex,
  bookingId: string,
  changedBy: string,
  patch: { status?: 'confirmed' | 'completed' | 'cancelled' } & Partial<
    Pick<StaffChange, 'paymentStatus' | 'noShow'>
  > & { stylistId?: string | null },
): Promise<{ statusEventId: string | null; updateEventId: string | null }> {
  return db.transaction(async (trx) => {
    const before = await trx('bookings').where({ id: bookingId }).forUpdate().first('stylistId');
    if (patch.stylistId !== undefined && patch.stylistId !== before.stylistId)
      await moveTime(trx, bookingId, patch.stylistId, changedBy);
    const now = trx.fn.now();
    const holdEnds =
      patch.status === 'confirmed' ||
      patch.status === 'cancelled' ||
      patch.paymentStatus === 'deposit_received' ||
      patch.paymentStatus === 'completed';
    await trx('bookings')
      .where({ id: bookingId })
      .update({
        ...(patch.status ? { status: patch.status, statusChangedBy: changedBy } : {}),
        ...(patch.status === 'confirmed' ? { confirmedAt: now } : {}),
        ...(patch.status === 'completed' ? { completedAt: now } : {}),
        ...(patch.status === 'cancelled' ? { cancelledAt: now, cancellationReason: 'studio' } : {}),
        ...(holdEnds ? { holdExpiresAt: null } : {}),
        ...(patch.stylistId !== undefined ? { stylistId: patch.stylistId } : {}),
        ...(patch.paymentStatus ? { paymentStatus: patch.paymentStatus } : {}),
        ...(patch.noShow !== undefined ? { noShow: patch.noShow } : {}),
        updatedAt: now,
      });
    let statusEventId: string | null = null;
    if (patch.status === 'confirmed' || patch.status === 'completed') {
      statusEventId = await writeEvent(trx, {
        type: patch.status === 'confirmed' ? 'booking.confirmed' : 'booking.completed',
        entityType: 'booking',
        entityId: bookingId,
        payload: { bookingId, changedBy },
      });
    } else if (patch.status === 'cancelled') {
      statusEventId = await writeEvent(trx, {
        type: 'booking.cancelled',
        entityType: 'booking',
        entityId: bookingId,
        payload: { bookingId },
      });
    }
    const change: StaffChange = {};
    if (patch.stylistId !== undefined && patch.stylistId !== before.stylistId) {
      change.stylistId = patch.stylistId;
      change.previousStylistId = before.stylistId;
    }
    if (patch.paymentStatus) change.paymentStatus = patch.paymentStatus;
    if (patch.noShow !== undefined) change.noShow = patch.noShow;
    const updateEventId = Object.keys(change).length
      ? await writeEvent(trx, {
          type: 'booking.updated',
          entityType: 'booking',
          entityId: bookingId,
          payload: { bookingId, changedBy, ...change },
        })
      : null;
    return { statusEventId, updateEventId };
  });
}

/** The three kinds of item an admin moderates (services/api/src/features/moderation). */
export const MODERATED = {
  'consultation-request': {
    table: 'consultation_requests',
    event: 'consultation_request.status_changed',
    idKey: 'consultationRequestId',
  },
  testimonial: { table: 'testimonials', event: 'testimonial.status_changed', idKey: 'testimonialId' },
  'contact-message': {
    table: 'contact_messages',
    event: 'contact_message.status_changed',
    idKey: 'contactMessageId',
  },
} as const;
export type ModeratedKind = keyof typeof MODERATED;

/** A submitted item of that kind, in its first status, without events. */
export async function insertModeratedItem(db: Knex, kind: ModeratedKind): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const rows = {
    'consultation-request': { name: 'Maya Lopez', email: `maya.${tag}@example.com`, trackingTokenHash: tag },
    testimonial: {
      customerName: 'Maya Lopez',
      customerEmail: `maya.${tag}@example.com`,
      serviceType: 'bridal',
      rating: 5,
      content: 'Wonderful from start to finish.',
    },
    'contact-message': {
      name: 'Maya Lopez',
      email: `maya.${tag}@example.com`,
      subject: 'A question',
      message: 'Do you travel to Tacoma?',
      trackingTokenHash: tag,
    },
  } as const;
  const [row] = await db(MODERATED[kind].table).insert(rows[kind]).returning('id');
  return row.id as string;
}

/** Like PUT /api/admin/<kind>/:id/status: the new status and notes, and `<kind>.status_changed`. */
export async function changeModeratedStatus(
  db: Knex,
  kind: ModeratedKind,
  id: string,
  changedBy: string,
  to: string,
  adminNotes: string | null = null,
): Promise<string> {
  const { table, event, idKey } = MODERATED[kind];
  return db.transaction(async (trx) => {
    const before = await trx(table).where({ id }).forUpdate().first('status');
    await trx(table)
      .where({ id })
      .update({ status: to, statusChangedBy: changedBy, ...(adminNotes ? { adminNotes } : {}) });
    return writeEvent(trx, {
      type: event,
      entityType: kind,
      entityId: id,
      payload: { [idKey]: id, from: before.status, to, changedBy, adminNotes },
    } as Parameters<typeof writeEvent>[1]);
  });
}

/** Wait until the outbox event has run every job it started. */
export function eventCompleted(db: Knex, eventId: string, timeoutMs = 15_000) {
  return waitUntil(
    () => db('outbox_events').where({ id: eventId }).whereNotNull('completedAt').first('id'),
    timeoutMs,
    `event ${eventId} to complete`,
  );
}
