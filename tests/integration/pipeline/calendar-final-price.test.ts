import { formatDollars } from '@beauty/domain/pricing';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair, newCustomer } from '../bookings/booking-support';
import { readableEmail } from '../submissions/harness';
import { calendarWorld } from './calendar-world';

/**
 * The final price staff set reaches the appointment already in her calendar: the price email
 * carries the booking's calendar file again, an iTIP REQUEST with the same UID and a higher
 * SEQUENCE whose description gives the final amounts labelled 'Final price', so her calendar
 * app updates that appointment. The real API and worker, the real SMTP capture; each file read
 * by ical.js and node-ical (calendar-reading.ts).
 */
const world = calendarWorld('calendar_final_price');
const { worker, completedEvent, calendarOf } = world;

/** `text` as a regular expression matching exactly it. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function newBooking(firstName: string, days: number) {
  const customer = await newCustomer(world.api, firstName);
  const booked = await customer.client.post('/api/bookings', makeupAndHair(futureDate(days)));
  expect(booked.status).toBe(201);
  return { customer, bookingId: booked.json.booking.id as string };
}

describe('the calendar file sent with the final price', () => {
  it('updates her appointment: REQUEST, same UID, next SEQUENCE, the final amounts labelled Final price', async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    const { customer, bookingId } = await newBooking('Hana', 25);
    const path = `/api/admin/bookings/${bookingId}`;

    // Her request: the appointment added to her calendar, tentative, with the estimate.
    const created = await calendarOf(
      await completedEvent(bookingId, 'booking.created'),
      'booking-confirmation',
    );
    expect(created).toMatchObject({ method: 'REQUEST', event: { sequence: 0, status: 'TENTATIVE' } });
    expect(created.event.description).toContain('Total: $');

    // Staff set the final price while it is still a request: the same appointment, updated.
    const priced = await admin.client.request('PATCH', path, { json: { totalPriceCents: 32_550 } });
    expect(priced.status).toBe(200);
    const deposit: number = priced.json.depositCents;
    // As the booking page shows them; the deposit's share is Business Settings', so read, not assumed.
    const finalAmounts = (description: string | null) =>
      expect(description).toMatch(
        new RegExp(
          `${literal('Final price: $325.50. ')}Deposit \\(\\d+%\\): ${literal(
            `${formatDollars(deposit)}. Balance due on the day: ${formatDollars(32_550 - deposit)}.`,
          )}`,
        ),
      );
    const priceEvent = await completedEvent(bookingId, 'booking.updated');
    const withPrice = await calendarOf(priceEvent, 'booking-price-set');
    expect(withPrice).toMatchObject({
      method: 'REQUEST',
      filename: created.filename,
      event: { uid: created.event.uid, status: 'TENTATIVE', start: created.event.start },
    });
    expect(withPrice.event.sequence).toBeGreaterThan(created.event.sequence);
    finalAmounts(withPrice.event.description);
    expect(withPrice.event.description).not.toContain('Total:');
    const [priceEmail] = await worker.emailsOf(priceEvent, 'booking-price-set');
    expect(priceEmail!.to).toEqual([customer.email]);
    expect(readableEmail(priceEmail!.raw)).toContain('Final price: $325.50');

    // Confirmed afterwards: the next SEQUENCE again, the final price kept in the description.
    expect((await admin.client.request('PATCH', path, { json: { status: 'confirmed' } })).status).toBe(200);
    const confirmed = await calendarOf(
      await completedEvent(bookingId, 'booking.confirmed'),
      'booking-confirmed',
    );
    expect(confirmed).toMatchObject({
      method: 'REQUEST',
      event: { uid: created.event.uid, status: 'CONFIRMED' },
    });
    expect(confirmed.event.sequence).toBeGreaterThan(withPrice.event.sequence);
    finalAmounts(confirmed.event.description);

    // A second price on the confirmed booking: another REQUEST, above the confirmation's.
    expect((await admin.client.request('PATCH', path, { json: { totalPriceCents: 36_000 } })).status).toBe(
      200,
    );
    const repriced = await calendarOf(
      await completedEvent(bookingId, 'booking.updated'),
      'booking-price-set',
    );
    expect(repriced).toMatchObject({
      method: 'REQUEST',
      event: { uid: created.event.uid, status: 'CONFIRMED' },
    });
    expect(repriced.event.sequence).toBeGreaterThan(confirmed.event.sequence);
    expect(repriced.event.description).toContain('Final price: $360.');

    // Cancelled: the CANCEL still comes after every REQUEST.
    expect((await admin.client.request('PATCH', path, { json: { status: 'cancelled' } })).status).toBe(200);
    const cancelled = await calendarOf(
      await completedEvent(bookingId, 'booking.cancelled'),
      'booking-cancelled',
    );
    expect(cancelled).toMatchObject({ method: 'CANCEL', event: { uid: created.event.uid } });
    expect(cancelled.event.sequence).toBeGreaterThan(repriced.event.sequence);
  });

  it('sends no REQUEST for a booking cancelled before the price email went out', async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    const { customer, bookingId } = await newBooking('Iris', 26);
    const path = `/api/admin/bookings/${bookingId}`;
    await completedEvent(bookingId, 'booking.created');

    // The worker is away while staff price it and then cancel it: both events wait in the outbox.
    await worker.stop();
    try {
      expect((await admin.client.request('PATCH', path, { json: { totalPriceCents: 30_000 } })).status).toBe(
        200,
      );
      expect((await admin.client.request('PATCH', path, { json: { status: 'cancelled' } })).status).toBe(200);
    } finally {
      await worker.start();
    }
    const priceEvent = await completedEvent(bookingId, 'booking.updated');
    const cancelled = await calendarOf(
      await completedEvent(bookingId, 'booking.cancelled'),
      'booking-cancelled',
    );
    expect(cancelled.method).toBe('CANCEL');
    expect(
      await worker.db('email_deliveries').where({ eventId: priceEvent, template: 'booking-price-set' }),
    ).toEqual([]);
    const hers = worker.smtp.messages.filter((m) => m.to.includes(customer.email));
    expect(hers.filter((m) => /final price/i.test(m.subject))).toEqual([]);
  });

  it("keeps raising SEQUENCE after the retention job deleted the booking's earlier events", async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    const { bookingId } = await newBooking('Juno', 27);
    const path = `/api/admin/bookings/${bookingId}`;
    await completedEvent(bookingId, 'booking.created');
    expect((await admin.client.request('PATCH', path, { json: { status: 'confirmed' } })).status).toBe(200);
    await completedEvent(bookingId, 'booking.confirmed');
    expect((await admin.client.request('PATCH', path, { json: { totalPriceCents: 41_000 } })).status).toBe(
      200,
    );
    const priced = await calendarOf(await completedEvent(bookingId, 'booking.updated'), 'booking-price-set');

    // Weeks later the retention job has deleted the finished events, as it does after a month.
    expect(
      await worker.db('outbox_events').where({ entityId: bookingId }).whereNotNull('completedAt').del(),
    ).toBeGreaterThanOrEqual(3);

    // The cancellation still comes after the price's REQUEST in her calendar.
    expect((await admin.client.request('PATCH', path, { json: { status: 'cancelled' } })).status).toBe(200);
    const cancelled = await calendarOf(
      await completedEvent(bookingId, 'booking.cancelled'),
      'booking-cancelled',
    );
    expect(cancelled).toMatchObject({ method: 'CANCEL', event: { uid: priced.event.uid } });
    expect(cancelled.event.sequence).toBeGreaterThan(priced.event.sequence);
    expect(await worker.db('bookings').where({ id: bookingId }).first('calendarSequence')).toEqual({
      calendarSequence: cancelled.event.sequence,
    });
  });
});
