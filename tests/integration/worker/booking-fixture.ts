import { randomUUID } from 'node:crypto';
import { seedCatalog } from '@beauty/api/db/seed';
import { insertBooking as insertAllocatedBooking } from '@beauty/api/features/bookings/new-booking';
import {
  holdPlan,
  planPlacement,
  releaseBookingTime,
  withAllocation,
} from '@beauty/api/features/staffing/allocation';
import { quote } from '@beauty/domain/pricing';
import type { BookingInput } from '@beauty/domain/schemas/booking';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { BUSINESS_TIME_ZONE } from '@beauty/domain/slots';
import { localTimeOf } from '@beauty/domain/zoned-time';
import { loadCatalog } from '@beauty/server/bookings/booking-rows';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import { seedTestTeam, teamSize } from '../support/team';

/**
 * Bookings written the way the bookings API writes them, through its own allocator (rows,
 * stylists' held time and outbox event in one transaction), so the worker tests see real plans:
 * the catalog and service areas seeded, a booking team, a customer, the booking priced from the
 * catalog and its area (50% deposit with a bridal package, else 30%).
 */
export async function seedBookingCatalog(db: Knex) {
  await seedCatalog(db);
  // The team the allocator sends (the spec's 09:00-16:00 starts); seeded once per database.
  if ((await teamSize(db)) === 0) await seedTestTeam(db);
}

export async function insertCustomer(
  db: Knex,
  fields: { firstName?: string; lastName?: string; phone?: string | null } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const row = {
    email: `chloe.${tag}@example.com`,
    firstName: fields.firstName ?? 'Chloe',
    lastName: fields.lastName ?? 'Bennett',
    phone: fields.phone === undefined ? '253-555-0199' : fields.phone,
    role: 'customer',
  };
  const [user] = await db('users')
    .insert({ ...row, emailVerifiedAt: new Date() })
    .returning('id');
  return { ...row, id: user.id as string };
}

export interface BookingFields {
  makeupService?: string | null;
  hairService?: string | null;
  bridalPackage?: string | null;
  addOns?: string[];
  eventDate: string;
  eventTime: string;
  timeMode?: 'start' | 'ready-by';
  /** The service area's id; 'puyallup' (the studio's town, no fee) when left out. */
  serviceArea?: string;
  partySize?: number | null;
  eventType?: string | null;
  location?: string | null;
  specialNotes?: string | null;
  bridesmaidCount?: number | null;
  paymentMethod?: 'cashapp' | 'venmo' | 'applepay';
  paymentHandle?: string;
}

/** The hold a pending request gets by default (BOOKING_HOLD_HOURS). */
export const HOLD_HOURS = 72;

/**
 * Book like POST /api/bookings does: priced from the catalog and the area, placed by the
 * allocator on the team, held until its deposit is due. `eventCreatedAt` back-dates the
 * 'booking.created' event (a booking made days ago whose jobs run only now); `holdUntil` sets
 * the end of the hold (null: none, like a stylist's own appointment); `notBefore` lets it start
 * earlier than now.
 */
export async function insertBooking(
  db: Knex,
  customerId: string,
  fields: BookingFields,
  options: { eventCreatedAt?: Date; holdUntil?: Date | null; notBefore?: Date } = {},
) {
  const now = new Date();
  const [catalog, area] = await Promise.all([
    loadCatalog(db, 'offered'),
    db('service_areas')
      .where({ id: fields.serviceArea ?? 'puyallup' })
      .first() as Promise<ServiceArea>,
  ]);
  const price = quote(fields, catalog, area);
  return withAllocation(db, async (trx) => {
    const { id: bookingId } = await insertAllocatedBooking(trx, {
      input: {
        ...fields,
        eventType: fields.eventType ?? undefined,
        specialNotes: fields.specialNotes ?? undefined,
        location: fields.location ?? undefined,
        paymentMethod: fields.paymentMethod ?? 'cashapp',
        paymentHandle: fields.paymentHandle ?? '$chloeb',
      } as Parameters<typeof insertAllocatedBooking>[1]['input'] & Partial<BookingInput>,
      price,
      catalog,
      area,
      customerId,
      createdBy: customerId,
      // A staff member may book a time that has begun (no notice); a customer from now.
      notBefore: options.notBefore ?? now,
      holdUntil:
        options.holdUntil === undefined
          ? new Date(now.getTime() + HOLD_HOURS * 3_600_000)
          : options.holdUntil,
    });
    const event = await trx('outbox_events')
      .where({ entityId: bookingId, type: 'booking.created' })
      .first('id');
    const eventId = event.id as string;
    if (options.eventCreatedAt) {
      await trx('outbox_events').where({ id: eventId }).update({ createdAt: options.eventCreatedAt });
    }
    return { bookingId, eventId, price };
  });
}

/**
 * Like POST /api/bookings/:id/reschedule: the booking's time let go and placed again by the
 * allocator at the new date and time, and 'booking.rescheduled' (with where it was).
 */
export async function rescheduleBooking(db: Knex, bookingId: string, eventDate: string, eventTime: string) {
  return withAllocation(db, async (trx) => {
    const before = await trx('bookings').where({ id: bookingId }).forUpdate().first();
    const addOns: Array<{ addOnId: string }> = await trx('booking_add_ons')
      .where({ bookingId })
      .select('addOnId');
    await releaseBookingTime(trx, bookingId);
    const plan = await planPlacement(trx, {
      selection: {
        ...before,
        addOns: addOns.map((a) => a.addOnId),
        partySize: before.bridalPackage ? null : before.partySize,
      },
      date: eventDate,
      mode: 'start',
      time: eventTime,
      travelMinutes: before.travelMinutes,
      exceptBookingId: bookingId,
    });
    if (!plan) throw new Error(`Nobody is free on ${eventDate} at ${eventTime}`);
    await holdPlan(trx, bookingId, plan, before.customerId);
    await trx('bookings')
      .where({ id: bookingId })
      .update({ eventDate, eventTime: localTimeOf(plan.startsAt), readyBy: null, updatedAt: trx.fn.now() });
    return writeEvent(trx, {
      type: 'booking.rescheduled',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId, from: { eventDate: before.eventDate, eventTime: before.eventTime } },
    });
  });
}

/**
 * Like POST /api/bookings/:id/cancel (the customer cancels, and a free consultation that came with
 * the booking goes with it); `withEvent: false` is a cancel whose event has not run yet.
 */
export async function cancelBooking(db: Knex, bookingId: string, { withEvent = true } = {}) {
  return db.transaction(async (trx) => {
    await trx('bookings')
      .where({ id: bookingId })
      .update({
        status: 'cancelled',
        cancelledAt: trx.fn.now(),
        cancellationReason: 'customer',
        holdExpiresAt: null,
        statusChangedBy: trx.raw('customer_id'),
        updatedAt: trx.fn.now(),
      });
    await trx('consultations')
      .where({ bookingId })
      .whereNot({ status: 'completed' })
      .update({ status: 'cancelled', updatedAt: trx.fn.now() });
    if (!withEvent) return null;
    return writeEvent(trx, {
      type: 'booking.cancelled',
      entityType: 'booking',
      entityId: bookingId,
      payload: { bookingId },
    });
  });
}

const zoneDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const zoneOffset = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;

/** The business's date `days` from today, 'YYYY-MM-DD'. */
export function businessDate(days: number, from: Date = new Date()): string {
  return zoneDate.format(new Date(from.getTime() + days * 86_400_000));
}

/**
 * The business dates on either side of the next daylight saving change at least three days
 * away: the same wall-clock slot is one hour apart in UTC on them.
 */
export function aroundNextDstChange(from: Date = new Date()) {
  for (let day = 3; day < 400; day += 1) {
    const noon = (d: number) => new Date(Date.parse(`${businessDate(d, from)}T20:00:00Z`));
    if (zoneOffset(noon(day)) !== zoneOffset(noon(day + 1))) {
      return { before: businessDate(day, from), after: businessDate(day + 1, from) };
    }
  }
  throw new Error('No daylight saving change within a year');
}
