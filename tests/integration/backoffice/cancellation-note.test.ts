import { adminMessages } from '@beauty/domain/messages';
import { readableEmail, type SubmissionsEnv } from '../submissions/harness';
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
