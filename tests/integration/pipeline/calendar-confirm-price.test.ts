import { TIMELINE_LABELS } from '@beauty/domain/events';
import { formatDollars } from '@beauty/domain/pricing';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair, newCustomer } from '../bookings/booking-support';
import { readableEmail } from '../submissions/harness';
import { addressedTo } from '../worker/booking-worker';
import { toSecond } from './calendar-reading';
import { calendarWorld } from './calendar-world';

/**
 * A staff save that confirms a pending booking and sets its final price at once sends her one
 * email, the confirmation stating the final price, with one calendar file at one SEQUENCE; the
 * event log keeps both facts. Separate saves keep their own emails. Each file's LAST-MODIFIED is
 * the booking's last change. The real API and worker, the real SMTP capture; each file read by
 * ical.js and node-ical (calendar-reading.ts).
 */
const world = calendarWorld('calendar_confirm_price');
const { worker, completedEvent, calendarOf } = world;

async function pendingBooking(firstName: string, days: number) {
  const customer = await newCustomer(world.api, firstName);
  const booked = await customer.client.post('/api/bookings', makeupAndHair(futureDate(days)));
  expect(booked.status).toBe(201);
  const bookingId = booked.json.booking.id as string;
  await completedEvent(bookingId, 'booking.created');
  return { customer, bookingId, path: `/api/admin/bookings/${bookingId}` };
}

/** The booking's updated_at as a calendar file's LAST-MODIFIED says it: UTC, to the second. */
async function lastChanged(bookingId: string): Promise<string> {
  const { updatedAt } = await worker.db('bookings').where({ id: bookingId }).first('updatedAt');
  return toSecond(updatedAt);
}

/** Every booking email she has been sent so far, in order. */
const hers = (email: string) => worker.smtp.messages.filter(addressedTo(email));

describe('confirming and pricing a booking', () => {
  it('in one save: one email, the confirmation with the final price, one calendar file at SEQUENCE 1', async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    const { customer, bookingId, path } = await pendingBooking('Lena', 28);
    const before = hers(customer.email).length;

    // The worker is away for over a second after the save: the file is written later than the
    // booking changed, so LAST-MODIFIED (the change) and DTSTAMP (the file) tell apart.
    await worker.stop();
    let deposit: number;
    try {
      const saved = await admin.client.request('PATCH', path, {
        json: { status: 'confirmed', totalPriceCents: 38_550 },
      });
      expect(saved.status).toBe(200);
      deposit = saved.json.depositCents;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    } finally {
      await worker.start();
    }
    const confirmedEvent = await completedEvent(bookingId, 'booking.confirmed');
    const priceEvent = await completedEvent(bookingId, 'booking.updated');

    // Both facts in the log: the price, marked as told by the confirmation (no SEQUENCE of its
    // own), and the confirmation with the one SEQUENCE the save took.
    const payloadOf = async (id: string) =>
      (await worker.db('outbox_events').where({ id }).first('payload')).payload;
    expect(await payloadOf(priceEvent)).toEqual({
      bookingId,
      changedBy: admin.id,
      totalPriceCents: 38_550,
      priceInConfirmation: true,
    });
    expect(await payloadOf(confirmedEvent)).toEqual({ bookingId, changedBy: admin.id, sequence: 1 });
    expect(await worker.db('bookings').where({ id: bookingId }).first('calendarSequence')).toEqual({
      calendarSequence: 1,
    });

    // One email to her, the confirmation; nothing from the price's own job.
    const sent = hers(customer.email).slice(before);
    expect(sent).toHaveLength(1);
    const [confirmation] = await worker.emailsOf(confirmedEvent, 'booking-confirmed');
    expect(sent[0]!.messageId).toBe(confirmation!.messageId);
    expect(
      await worker.db('email_deliveries').where({ eventId: priceEvent, template: 'booking-price-set' }),
    ).toEqual([]);
    const words = readableEmail(confirmation!.raw);
    for (const part of [
      'has confirmed your booking',
      'The final price of your booking is $385.50. It replaces the estimate you booked with.',
      'Final price: $385.50',
      `Balance due on the day: ${formatDollars(38_550 - deposit!)}`,
      'How to pay',
    ])
      expect(words).toContain(part);

    // Its one calendar file (calendarOf: one text/calendar part, the same bytes attached).
    const file = await calendarOf(confirmedEvent, 'booking-confirmed');
    expect(file).toMatchObject({ method: 'REQUEST', event: { sequence: 1, status: 'CONFIRMED' } });
    expect(file.event.description).toContain(`Final price: $385.50. `);
    expect(file.event.description).not.toContain('Total:');
    expect(file.event.lastModified).toBe(await lastChanged(bookingId));
    expect(Date.parse(file.event.stamp!) - Date.parse(file.event.lastModified!)).toBeGreaterThanOrEqual(
      1_000,
    );

    // Her timeline (and the staff's) has both: the price with its amount, and the confirmation once.
    const timeline = await worker.timelineOf(bookingId);
    expect(timeline).toContainEqual({
      status: 'confirmed',
      label: TIMELINE_LABELS.finalPriceSet,
      detail: '$385.50',
    });
    expect(timeline.filter((e: { label: string }) => e.label === TIMELINE_LABELS.bookingConfirmed)).toEqual([
      { status: 'confirmed', label: TIMELINE_LABELS.bookingConfirmed, detail: null },
    ]);
  });

  it('in two saves, confirmed then priced: two emails, each with its own calendar file and SEQUENCE', async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    const { customer, bookingId, path } = await pendingBooking('Mira', 29);
    const before = hers(customer.email).length;

    expect((await admin.client.request('PATCH', path, { json: { status: 'confirmed' } })).status).toBe(200);
    const confirmedEvent = await completedEvent(bookingId, 'booking.confirmed');
    const confirmed = await calendarOf(confirmedEvent, 'booking-confirmed');
    expect(confirmed).toMatchObject({ method: 'REQUEST', event: { sequence: 1, status: 'CONFIRMED' } });
    expect(confirmed.event.description).toContain('Total: $');
    expect(confirmed.event.lastModified).toBe(await lastChanged(bookingId));
    const [confirmation] = await worker.emailsOf(confirmedEvent, 'booking-confirmed');
    expect(readableEmail(confirmation!.raw)).not.toMatch(/final price/i);

    expect((await admin.client.request('PATCH', path, { json: { totalPriceCents: 41_000 } })).status).toBe(
      200,
    );
    const priceEvent = await completedEvent(bookingId, 'booking.updated');
    expect((await worker.db('outbox_events').where({ id: priceEvent }).first('payload')).payload).toEqual({
      bookingId,
      changedBy: admin.id,
      totalPriceCents: 41_000,
      sequence: 2,
    });
    const priced = await calendarOf(priceEvent, 'booking-price-set');
    expect(priced).toMatchObject({
      method: 'REQUEST',
      event: { uid: confirmed.event.uid, sequence: 2, status: 'CONFIRMED' },
    });
    expect(priced.event.description).toContain('Final price: $410.');
    expect(priced.event.lastModified).toBe(await lastChanged(bookingId));
    const [priceEmail] = await worker.emailsOf(priceEvent, 'booking-price-set');
    expect(readableEmail(priceEmail!.raw)).toContain('has set the final price of your booking: $410.');

    // Her two emails, in order: the confirmation, then the price.
    expect(
      hers(customer.email)
        .slice(before)
        .map((m) => m.messageId),
    ).toEqual([confirmation!.messageId, priceEmail!.messageId]);
  });
});
