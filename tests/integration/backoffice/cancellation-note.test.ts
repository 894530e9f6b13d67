import { TIMELINE_LABELS } from '@beauty/domain/events';
import { adminMessages } from '@beauty/domain/messages';
import type { Timeline } from '@beauty/domain/schemas/timeline';
import type { Client } from '../../support/http';
import { readableEmail, type SubmissionsEnv } from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { customerBooking, signedInAs, startBookingStaffEnv } from './staff-support';

/** An admin cancelling a booking can write to the client why: in her email and on her page. */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startBookingStaffEnv('cancellation_note');
});
afterAll(() => s?.close());

async function newBooking(days: number) {
  const { customer, booking } = await customerBooking(s, days);
  return { customer, id: booking.id };
}

const NOTE = 'Our stylist is unwell that day <sorry>. We will call you to find another date.';

describe('a note to the client when the studio cancels', () => {
  it('is kept with the booking, quoted in her email and shown on her booking', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { customer, id } = await newBooking(40);
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'cancelled', cancellationNote: `  ${NOTE}  ` },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'cancelled', cancellationNote: NOTE });
    expect((await customer.client.get(`/api/bookings/${id}`)).json.cancellationNote).toBe(NOTE);
    const [email] = await s.emailsTo(customer.email, 'A note from us');
    expect(readableEmail(email!.raw)).toContain(NOTE);
  });

  it('is refused without cancelling (422), and changes nothing', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { id } = await newBooking(41);
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'confirmed', cancellationNote: NOTE },
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(adminMessages.cancellationNoteWithoutCancel);
    expect(await s.db('bookings').where({ id }).first('status', 'cancellationNote')).toEqual({
      status: 'pending',
      cancellationNote: null,
    });
  });

  it('is refused on a booking already cancelled (409), so the admin knows it was not sent', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { customer, id } = await newBooking(43);
    await customer.client.request('POST', `/api/bookings/${id}/cancel`);
    expect((await s.db('bookings').where({ id }).first('status')).status).toBe('cancelled');
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'cancelled', cancellationNote: NOTE },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(adminMessages.noteAfterCancellation);
    expect((await s.db('bookings').where({ id }).first('cancellationNote')).cancellationNote).toBeNull();
  });

  it('answers 400 for a note over the limit, and changes nothing', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { id } = await newBooking(42);
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'cancelled', cancellationNote: 'x'.repeat(2001) },
    });
    expect(res.status).toBe(400);
    expect((await s.db('bookings').where({ id }).first('status')).status).toBe('pending');
  });
});

/** The booking's timeline as `reader` gets it, once its cancellation's jobs have all finished. */
async function settledTimeline(reader: Client, id: string): Promise<Timeline> {
  return waitUntil(
    async () => {
      const res = await reader.get(`/api/timelines/booking/${id}`);
      expect(res.status).toBe(200);
      const timeline = res.json as Timeline;
      const cancelled = timeline.entries.some((e) => e.label === TIMELINE_LABELS.bookingCancelled);
      return timeline.settled && cancelled ? timeline : null;
    },
    20_000,
    `the settled timeline of the cancelled booking ${id}`,
  );
}

describe("the note on the booking's timeline", () => {
  it("follows 'Booking cancelled' for the staff, and is not repeated to her (her page says it)", async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { customer, id } = await newBooking(44);
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'cancelled', cancellationNote: NOTE },
    });
    expect(res.status).toBe(200);

    const staff = await settledTimeline(admin.client, id);
    const at = staff.entries.findIndex((e) => e.label === TIMELINE_LABELS.bookingCancelled);
    expect(staff.entries.slice(at, at + 2)).toEqual([
      expect.objectContaining({ status: 'cancelled', label: TIMELINE_LABELS.bookingCancelled, detail: null }),
      expect.objectContaining({ status: 'cancelled', label: TIMELINE_LABELS.noteToClient, detail: NOTE }),
    ]);
    expect(staff.entries.filter((e) => e.label === TIMELINE_LABELS.noteToClient)).toHaveLength(1);
    // The row of the entry, as the worker wrote it once (the email's job and the timeline's both append).
    expect(
      await s
        .db('status_events')
        .where({ entityId: id, label: TIMELINE_LABELS.noteToClient })
        .select('detail'),
    ).toEqual([{ detail: NOTE }]);

    const hers = await settledTimeline(customer.client, id);
    expect(hers.entries.map((e) => e.label)).toContain(TIMELINE_LABELS.bookingCancelled);
    expect(hers.entries.map((e) => e.label)).not.toContain(TIMELINE_LABELS.noteToClient);
    expect(JSON.stringify(hers)).not.toContain('Our stylist is unwell');
  });

  it('has no note line when the studio cancelled without one', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { id } = await newBooking(45);
    const res = await admin.client.request('PATCH', `/api/admin/bookings/${id}`, {
      json: { status: 'cancelled', cancellationNote: '   ' },
    });
    expect(res.status).toBe(200);
    expect(res.json.cancellationNote).toBeNull();
    const staff = await settledTimeline(admin.client, id);
    expect(staff.entries.find((e) => e.label === TIMELINE_LABELS.bookingCancelled)).toMatchObject({
      detail: null,
    });
    expect(staff.entries.map((e) => e.label)).not.toContain(TIMELINE_LABELS.noteToClient);
  });
});
