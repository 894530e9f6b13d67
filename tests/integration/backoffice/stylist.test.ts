import { adminMessages, apiMessages } from '@beauty/domain/messages';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { readableEmail } from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { signedInAs } from './staff-support';
import { appointment, s, useStylistSuite } from './stylist-suite-support';

useStylistSuite('stylist');

describe('stylist appointments', () => {
  it('creates the client account, assigns and confirms the booking, and emails the client', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
    const body = appointment(futureDate(14));
    const res = await stylist.client.post('/api/stylist/appointments', body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ booking: expect.any(Object), message: adminMessages.appointmentCreated });
    expect(res.json.booking).not.toHaveProperty('customerId');
    expect(res.json.booking).toMatchObject({
      stylistId: stylist.id,
      stylistName: 'Sofia Member',
      status: 'confirmed',
      clientName: 'Grace Kim Park',
      clientEmail: body.clientEmail,
      clientPhone: '253-555-0142',
      totalPriceCents: 40_000,
      depositCents: 12_000,
      claimable: false,
    });
    const client = await s.db('users').where({ email: body.clientEmail }).first();
    expect(client).toMatchObject({
      role: 'customer',
      firstName: 'Grace',
      lastName: 'Kim Park',
      passwordHash: null,
    });
    const [email] = await s.emailsTo(body.clientEmail, '$400');
    expect(readableEmail(email!.raw)).toContain('$400');
    // Her account has no password yet: she is invited to set one (not left to find 'Forgot password').
    const [invitation] = await s.emailsTo(body.clientEmail, '/api/login/reset?token=');
    expect(invitation!.subject).toBe('Set your password');

    // Her first one (best makeup and an updo, 150 minutes) holds her until 14:15 with travel and rest.
    const again = await stylist.client.post('/api/stylist/appointments', { ...body, eventTime: '15:00' });
    expect(again.status).toBe(201);
    expect(Object.keys(again.json).sort()).toEqual(['booking', 'message']);
    expect(await s.db('users').whereRaw('lower(email) = lower(?)', [body.clientEmail])).toHaveLength(1);
  });

  it("booking an email that has an account shows the stylist what she typed, never the account's name, phone or id", async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const [account] = await s
      .db('users')
      .insert({
        email: `taken-${Date.now()}@example.com`,
        firstName: 'Private',
        lastName: 'Person',
        phone: '206-555-0199',
        role: 'customer',
      })
      .returning('id');
    const body = appointment(futureDate(21), {
      clientEmail: (await s.db('users').where({ id: account.id }).first('email')).email,
      clientName: 'Someone Typed',
      clientPhone: '',
    });
    const res = await stylist.client.post('/api/stylist/appointments', body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(['booking', 'message']);
    expect(res.json.booking).toMatchObject({ clientName: 'Someone Typed', clientPhone: null });
    expect(res.json.booking).not.toHaveProperty('customerId');
    expect(JSON.stringify(res.json)).not.toMatch(/Private|206-555-0199|${account.id}/);
    // The same in her list, her calendar feed and her clients.
    const listed = await stylist.client.get('/api/stylist/bookings');
    expect(JSON.stringify(listed.json)).not.toMatch(/Private|206-555-0199|${account.id}/);
    const clients = await stylist.client.get('/api/stylist/clients');
    expect(clients.json).toEqual([
      expect.objectContaining({ name: 'Someone Typed', email: body.clientEmail }),
    ]);
    expect(JSON.stringify(clients.json)).not.toMatch(/Private|206-555-0199/);
    // The account itself is untouched, and the booking is hers.
    expect(await s.db('users').where({ id: account.id }).first('firstName', 'phone')).toEqual({
      firstName: 'Private',
      phone: '206-555-0199',
    });
    expect(await s.db('bookings').where({ id: res.json.booking.id }).first('customerId')).toEqual({
      customerId: account.id,
    });
  });

  it('applies the booking rules: required fields, a service, no past dates, slot capacity', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const missing = await stylist.client.post(
      '/api/stylist/appointments',
      appointment(futureDate(15), { clientName: '' }),
    );
    expect(missing.status).toBe(400);
    const none = await stylist.client.post(
      '/api/stylist/appointments',
      appointment(futureDate(15), { makeupService: '', hairService: '' }),
    );
    expect(none.status).toBe(422);
    const past = await stylist.client.post('/api/stylist/appointments', appointment('2020-01-01'));
    expect(past.status).toBe(422);
    // She books her own clients: a second appointment over her first is refused.
    const date = futureDate(16);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await stylist.client.post('/api/stylist/appointments', appointment(date))).status);
    }
    expect(statuses).toContain(409);
  });
});

describe('the stylist booking list, claims and completion', () => {
  it('shows my bookings and unclaimed ones, never another stylist’s', async () => {
    const me = await signedInAs(s.api.url, s.db, 'stylist');
    const other = await signedInAs(s.api.url, s.db, 'stylist');
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const open = (await customer.client.post('/api/bookings', makeupAndHair(futureDate(20)))).json.booking.id;
    // The owner takes it off the stylist it was given: nobody holds its time, anyone may claim it.
    const unassigned = await admin.client.request('PATCH', `/api/admin/bookings/${open}`, {
      json: { stylistId: null },
    });
    expect(unassigned.status).toBe(200);
    expect(unassigned.json.plan.staffed).toBe(false);
    const theirs = (await other.client.post('/api/stylist/appointments', appointment(futureDate(21)))).json
      .booking.id;

    const list = await me.client.get('/api/stylist/bookings');
    const ids = list.json.map((b: { id: string }) => b.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(theirs);
    expect(list.json.find((b: { id: string }) => b.id === open)).toMatchObject({
      claimable: true,
      stylistId: null,
    });

    const claimed = await me.client.post(`/api/stylist/bookings/${open}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.json).toMatchObject({ stylistId: me.id, claimable: false });
    expect(claimed.json.plan.assignments.map((a: { stylistId: string }) => a.stylistId)).toEqual([me.id]);
    expect(
      await s
        .db('stylist_blocks')
        .where({ bookingId: open, active: true })
        .select('stylistId')
        .then((rows: Array<{ stylistId: string }>) => rows.map((r) => r.stylistId)),
    ).toEqual([me.id]);
    const late = await other.client.post(`/api/stylist/bookings/${open}/claim`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(adminMessages.bookingTaken);
    expect(
      (
        await other.client.request('PATCH', `/api/stylist/bookings/${open}`, {
          json: { status: 'completed' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await me.client.request('PATCH', `/api/stylist/bookings/${theirs}`, { json: { status: 'completed' } }))
        .status,
    ).toBe(404);
    expect(
      (await me.client.request('PATCH', `/api/stylist/bookings/${open}`, { json: { status: 'cancelled' } }))
        .status,
    ).toBe(403);
  });

  it('completes a booking with its payment once it has started, then the stats worker counts the revenue', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const created = await stylist.client.post('/api/stylist/appointments', appointment(futureDate(3, false)));
    expect(created.status).toBe(201);
    const id = created.json.booking.id;
    await waitUntil(
      async () => (await stylist.client.get('/api/stylist/stats')).json.totalBookings === 1,
      15_000,
      'the stats worker to count the booking',
    );
    const before = (await stylist.client.get('/api/stylist/stats')).json;
    expect(before).toMatchObject({ totalBookings: 1, totalClients: 1, thisMonthRevenueCents: 0 });

    // Before it starts: no completing it, no recording it paid in full; a deposit is fine.
    const patch = (json: Record<string, unknown>) =>
      stylist.client.request('PATCH', `/api/stylist/bookings/${id}`, { json });
    const early = await patch({ status: 'completed', paymentStatus: 'completed' });
    expect(early.status).toBe(422);
    expect(early.json.message).toBe(adminMessages.completeNeedsPastStart);
    const paidEarly = await patch({ paymentStatus: 'completed' });
    expect(paidEarly.status).toBe(422);
    expect(paidEarly.json.message).toBe(adminMessages.paidInFullNeedsPastStart);
    expect(await s.db('bookings').where({ id }).first('status', 'paymentStatus', 'completedAt')).toEqual({
      status: 'confirmed',
      paymentStatus: 'unpaid',
      completedAt: null,
    });
    expect((await patch({ paymentStatus: 'deposit_received' })).status).toBe(200);

    // The day comes: it started at midnight today.
    await s.db('bookings').where({ id }).update({ eventDate: todayInBusinessZone(), eventTime: '00:00' });
    const done = await patch({ status: 'completed', paymentStatus: 'completed' });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'completed', paymentStatus: 'completed' });
    expect(done.json.completedAt).toEqual(expect.any(String));
    const again = await patch({ status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(apiMessages.illegalTransition('completed', 'confirmed'));

    await waitUntil(
      async () => (await stylist.client.get('/api/stylist/stats')).json.thisMonthRevenueCents === 40_000,
      15_000,
      'the revenue to count the completed booking',
    );
    expect((await stylist.client.get('/api/stylist/stats')).json.thisMonthRevenue).toBe(400);
  });

  it("answers an admin with the studio's figures (every stylist's bookings), a stylist with her own", async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Ivy');
    const studio = async () => (await admin.client.get('/api/stylist/stats')).json;
    await waitUntil(async () => (await studio()).computedAt !== null, 15_000, 'the studio figures');
    const before = await studio();
    expect(before.scope).toBe('studio');

    const created = await stylist.client.post('/api/stylist/appointments', appointment(futureDate(9)));
    expect(created.status).toBe(201);
    await waitUntil(
      async () => (await studio()).totalBookings === before.totalBookings + 1,
      15_000,
      "the studio's figures to count her booking",
    );
    // A new client for the studio; her figures are only her own.
    expect((await studio()).totalClients).toBe(before.totalClients + 1);
    await waitUntil(
      async () => (await stylist.client.get('/api/stylist/stats')).json.totalBookings === 1,
      15_000,
      'her own figures',
    );
    expect((await stylist.client.get('/api/stylist/stats')).json).toMatchObject({
      scope: 'stylist',
      totalBookings: 1,
      totalClients: 1,
    });
  });
});
