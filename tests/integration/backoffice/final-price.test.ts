import { TIMELINE_LABELS } from '@beauty/domain/events';
import { adminMessages } from '@beauty/domain/messages';
import type { Client } from '../../support/http';
import { readableEmail, type SubmissionsEnv } from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { customerBooking, signedInAs, startBookingStaffEnv } from './staff-support';

/**
 * The final price staff agree with the client replaces the estimate a booking was made with: the
 * deposit follows it until one is received, the customer sees it on her booking and its timeline.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startBookingStaffEnv('final_price');
});
afterAll(() => s?.close());

const newBooking = (days: number) => customerBooking(s, days);
const row = (id: string) =>
  s.db('bookings').where({ id }).first('totalPriceCents', 'depositCents', 'priceSetAt');
const setPrice = (client: Client, path: string, totalPriceCents: unknown) =>
  client.request('PATCH', path, { json: { totalPriceCents } });

describe('the final price of a booking', () => {
  it('replaces the estimate, moves an unpaid deposit at its rate, and shows on her booking and timeline', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { customer, booking } = await newBooking(20);
    const percent = Math.round((100 * booking.depositCents) / booking.totalPriceCents);
    const deposit = Math.round((32_550 * percent) / 100);
    expect((await customer.client.get(`/api/bookings/${booking.id}`)).json.priceSetAt).toBeNull();

    const res = await setPrice(admin.client, `/api/admin/bookings/${booking.id}`, 32_550);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      totalPriceCents: 32_550,
      depositCents: deposit,
      priceSetAt: expect.any(String),
    });

    const mine = (await customer.client.get(`/api/bookings/${booking.id}`)).json;
    expect(mine).toMatchObject({
      totalPriceCents: 32_550,
      depositCents: deposit,
      balanceCents: 32_550 - deposit,
      estimateCents: booking.totalPriceCents,
      priceSetAt: expect.any(String),
    });
    const entries = await waitUntil(
      async () => {
        const t = (await customer.client.get(`/api/timelines/booking/${booking.id}`)).json.entries as Array<{
          label: string;
          detail: string | null;
        }>;
        return t.find((e) => e.label === TIMELINE_LABELS.finalPriceSet) ? t : null;
      },
      15_000,
      'the price on the timeline',
    );
    expect(entries.find((e) => e.label === TIMELINE_LABELS.finalPriceSet)?.detail).toBe('$325.50');
    const [email] = await s.emailsTo(customer.email, 'has set the final price of your booking');
    expect(readableEmail(email!.raw)).toContain('Final price: $325.50');

    // The same price again writes nothing.
    await setPrice(admin.client, `/api/admin/bookings/${booking.id}`, 32_550);
    const updates = await s.db('outbox_events').where({ entityId: booking.id, type: 'booking.updated' });
    expect(updates.map((e: { payload: unknown }) => e.payload)).toEqual([
      // The price's calendar file is the booking's first update: SEQUENCE 1.
      { bookingId: booking.id, changedBy: admin.id, totalPriceCents: 32_550, sequence: 1 },
    ]);
  });

  it('records the estimate itself as final when staff set that amount', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { booking } = await newBooking(21);
    const res = await setPrice(admin.client, `/api/admin/bookings/${booking.id}`, booking.totalPriceCents);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      totalPriceCents: booking.totalPriceCents,
      depositCents: booking.depositCents,
    });
    expect((await row(booking.id)).priceSetAt).not.toBeNull();
  });

  it('keeps a deposit received and refuses a price below it', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { booking } = await newBooking(22);
    const path = `/api/admin/bookings/${booking.id}`;
    await admin.client.request('PATCH', path, { json: { paymentStatus: 'deposit_received' } });

    const below = await setPrice(admin.client, path, booking.depositCents - 1);
    expect(below.status).toBe(422);
    expect(below.json.message).toBe(
      adminMessages.priceBelowDeposit(`$${(booking.depositCents / 100).toLocaleString('en-US')}`),
    );
    expect(await row(booking.id)).toMatchObject({
      totalPriceCents: booking.totalPriceCents,
      priceSetAt: null,
    });

    const raised = await setPrice(admin.client, path, booking.totalPriceCents + 5_000);
    expect(raised.status).toBe(200);
    expect(raised.json).toMatchObject({
      totalPriceCents: booking.totalPriceCents + 5_000,
      depositCents: booking.depositCents,
      estimateCents: booking.totalPriceCents,
    });
    // A second price keeps the estimate she booked with.
    const again = await setPrice(admin.client, path, booking.totalPriceCents + 7_500);
    expect(again.json).toMatchObject({ estimateCents: booking.totalPriceCents });
  });

  it('keeps the deposit she was asked for when it is recorded with the price in one change', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { booking } = await newBooking(28);
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${booking.id}`, {
      json: { paymentStatus: 'deposit_received', totalPriceCents: booking.totalPriceCents * 2 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      paymentStatus: 'deposit_received',
      totalPriceCents: booking.totalPriceCents * 2,
      depositCents: booking.depositCents,
    });
  });

  it('lets a $0 price release the date held for a deposit', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { booking } = await newBooking(29);
    await s
      .db('bookings')
      .where({ id: booking.id })
      .update({ holdExpiresAt: s.db.raw("now() + interval '2 days'") });
    const res = await setPrice(admin.client, `/api/admin/bookings/${booking.id}`, 0);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalPriceCents: 0, depositCents: 0, holdExpiresAt: null });
  });

  it('is refused on a cancelled booking and on one paid in full or refunded (409), and changes nothing', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const cancelled = (await newBooking(23)).booking;
    await admin.client.request('PATCH', `/api/admin/bookings/${cancelled.id}`, {
      json: { status: 'cancelled' },
    });
    const onCancelled = await setPrice(admin.client, `/api/admin/bookings/${cancelled.id}`, 50_000);
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.json.message).toBe(adminMessages.priceOfCancelled);

    const paid = (await newBooking(24)).booking;
    await s.db('bookings').where({ id: paid.id }).update({ paymentStatus: 'completed' });
    const onPaid = await setPrice(admin.client, `/api/admin/bookings/${paid.id}`, 50_000);
    expect(onPaid.status).toBe(409);
    expect(onPaid.json.message).toBe(adminMessages.priceOfPaidInFull);

    const refunded = (await newBooking(34)).booking;
    await s.db('bookings').where({ id: refunded.id }).update({ paymentStatus: 'refunded' });
    const onRefunded = await setPrice(admin.client, `/api/admin/bookings/${refunded.id}`, 50_000);
    expect(onRefunded.status).toBe(409);
    expect(onRefunded.json.message).toBe(adminMessages.priceOfRefunded);
    for (const id of [cancelled.id, paid.id, refunded.id]) expect((await row(id)).priceSetAt).toBeNull();
  });

  // Each on its own day: the team has one stylist, and one booking holds her time.
  it.each([
    ['negative', -100, 30],
    ['a fraction of a cent', 100.5, 31],
    ['text', '$300', 32],
    ['over $50,000', 5_000_001, 33],
  ])('answers 400 under the field for a price that is %s', async (_what, value, days) => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { booking } = await newBooking(days);
    const res = await setPrice(admin.client, `/api/admin/bookings/${booking.id}`, value);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(adminMessages.priceInvalid);
    expect(await row(booking.id)).toMatchObject({
      totalPriceCents: booking.totalPriceCents,
      priceSetAt: null,
    });
  });

  it("lets a stylist price her own booking, not another's, and never a customer", async () => {
    const { customer, booking } = await newBooking(26);
    const lead = await s.db('bookings').where({ id: booking.id }).first('stylistId');
    const other = await signedInAs(s.api.url, s.db, 'stylist', 'Other');
    const notHers = await setPrice(other.client, `/api/stylist/bookings/${booking.id}`, 40_000);
    expect(notHers.status).toBe(404);

    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Priced');
    await s.db('bookings').where({ id: booking.id }).update({ stylistId: stylist.id });
    const hers = await setPrice(stylist.client, `/api/stylist/bookings/${booking.id}`, 40_000);
    expect(hers.status).toBe(200);
    expect(hers.json.totalPriceCents).toBe(40_000);

    for (const path of [`/api/stylist/bookings/${booking.id}`, `/api/admin/bookings/${booking.id}`]) {
      expect((await setPrice(customer.client, path, 1)).status).toBe(403);
    }
    expect((await row(booking.id)).totalPriceCents).toBe(40_000);
    await s.db('bookings').where({ id: booking.id }).update({ stylistId: lead.stylistId });
  });

  it('asks a stylist to claim a booking nobody holds before pricing it, and changes nothing', async () => {
    const { booking } = await newBooking(35);
    await s.db('stylist_blocks').where({ bookingId: booking.id }).del();
    await s.db('bookings').where({ id: booking.id }).update({ stylistId: null });
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Unclaimed');
    const res = await setPrice(stylist.client, `/api/stylist/bookings/${booking.id}`, 40_000);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(adminMessages.claimBeforePricing);
    expect(await s.db('bookings').where({ id: booking.id }).first('stylistId', 'totalPriceCents')).toEqual({
      stylistId: null,
      totalPriceCents: booking.totalPriceCents,
    });
  });

  it('is not emailed once the appointment has started: the price agreed on the day', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { customer, booking } = await newBooking(27);
    await s.db('bookings').where({ id: booking.id }).update({ status: 'confirmed', eventDate: '2025-06-14' });
    const res = await setPrice(admin.client, `/api/admin/bookings/${booking.id}`, 41_000);
    expect(res.status).toBe(200);
    await waitUntil(
      () =>
        s
          .db('outbox_events')
          .where({ entityId: booking.id, type: 'booking.updated' })
          .whereNotNull('completedAt')
          .first(),
      15_000,
      'the price change to be handled',
    );
    const sent = await s
      .db('email_deliveries')
      .where({ template: 'booking-price-set', toAddress: customer.email });
    expect(sent).toEqual([]);
  });
});
