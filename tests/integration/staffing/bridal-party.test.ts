import { adminMessages } from '@beauty/domain/messages';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { saturdayAfter, times } from './allocation-support';
import { overlappingBlocks, type StaffingWorld, startStaffingWorld } from './staffing-world';

describe('a bridal party over several stylists', () => {
  let w: StaffingWorld;
  beforeAll(async () => {
    w = await startStaffingWorld('party');
    const weekend = { firstStart: '06:00', lastStart: '16:00' };
    for (const firstName of ['Sofia', 'Maya'])
      await w.addStylist({ firstName, hours: Array(7).fill(weekend) });
  });
  afterAll(() => w.close());

  it('gets a party of 5 ready by 14:00 in Graham with two stylists from 8:00, the bride last, and says who does whom', async () => {
    const date = saturdayAfter(20);
    const { client } = await w.customer('Harper');
    const res = await client.post('/api/bookings', {
      bridalPackage: 'bride-plus-party',
      bridesmaidCount: 4,
      eventDate: date,
      eventTime: '14:00',
      timeMode: 'ready-by',
      serviceArea: 'graham',
      paymentMethod: 'venmo',
      paymentHandle: '@harper',
    });
    expect(res.status).toBe(201);
    const booking = res.json.booking;
    expect(booking).toMatchObject({
      timeMode: 'ready-by',
      readyBy: '14:00',
      eventTime: '08:00',
      partySize: 5,
      travelFeeCents: 3000,
    });
    expect(booking.plan.readyAt).toBe(appointmentStartsAt(date, '14:00').toISOString());
    const [lead, assist] = booking.plan.assignments;
    expect(lead.role).toBe('lead');
    expect(lead.members.map((m: { label: string }) => m.label)).toEqual(['Bridesmaid 1', 'Bride']);
    expect(lead.members[1].startsAt).toBe(appointmentStartsAt(date, '11:30').toISOString());
    expect(assist.members).toHaveLength(3);
    expect(assist.serviceStart).toBe(appointmentStartsAt(date, '08:00').toISOString());
    // Graham is 35 minutes away: she leaves the studio at 7:25.
    expect(assist.heldFrom).toBe(appointmentStartsAt(date, '07:25').toISOString());
    expect(new Set([lead.stylistId, assist.stylistId]).size).toBe(2);

    // Nobody is left for a second party that morning.
    const second = await (await w.customer()).client.post('/api/bookings', {
      ...makeupAndHair(date, {
        makeupService: undefined,
        hairService: undefined,
        bridalPackage: 'bride-only',
      }),
      eventTime: '10:00',
    });
    expect(second.status).toBe(409);
    expect(await overlappingBlocks(w.db)).toEqual([]);
  });

  it('sends the stylist who books her own client, or refuses when she is busy even if a teammate is free', async () => {
    const date = futureDate(25);
    const stylist = await w.staff('stylist', 'Own');
    const appointment = {
      clientName: 'Ivy Lane',
      clientEmail: `ivy-${Date.now()}@example.com`,
      eventDate: date,
      eventTime: '10:00',
      serviceArea: 'puyallup',
      makeupService: 'good',
    };
    const first = await stylist.client.post('/api/stylist/appointments', appointment);
    expect(first.status).toBe(201);
    expect(first.json.booking.plan.assignments.map((a: { stylistId: string }) => a.stylistId)).toEqual([
      stylist.id,
    ]);
    const second = await stylist.client.post('/api/stylist/appointments', {
      ...appointment,
      eventTime: '10:30',
    });
    expect(second.status).toBe(409);
    // The times she can still take herself, as her form offers them.
    const mine = await stylist.client.get(
      `/api/availability?date=${date}&serviceArea=puyallup&makeupService=good&stylistId=${stylist.id}`,
    );
    expect(times(mine)).not.toContain('10:00');
    expect(times(mine)).toContain('13:00');
    // Only staff may ask for one stylist's times.
    const customer = await w.customer();
    expect(
      (
        await customer.client.get(
          `/api/availability?date=${date}&serviceArea=puyallup&makeupService=good&stylistId=${stylist.id}`,
        )
      ).status,
    ).toBe(404);
  });

  it('lets a claim take only time the claimer has free (409 otherwise, nothing moves)', async () => {
    const date = futureDate(35);
    const claimer = await w.staff('stylist', 'Claimer');
    const admin = await w.staff('admin');
    // She is busy at 10:00 with a client of her own.
    const own = await claimer.client.post('/api/stylist/appointments', {
      clientName: 'Own Client',
      clientEmail: `own-${Date.now()}@example.com`,
      eventDate: date,
      eventTime: '10:00',
      serviceArea: 'puyallup',
      makeupService: 'good',
    });
    expect(own.status).toBe(201);
    const request = await (await w.customer()).client.post(
      '/api/bookings',
      makeupAndHair(date, { eventTime: '10:00' }),
    );
    expect(request.status).toBe(201);
    const id = request.json.booking.id;
    expect(
      (await admin.client.request('PATCH', `/api/admin/bookings/${id}`, { json: { stylistId: null } }))
        .status,
    ).toBe(200);
    const claim = await claimer.client.post(`/api/stylist/bookings/${id}/claim`);
    expect(claim.status).toBe(409);
    expect(claim.json.message).toBe(adminMessages.stylistNotFree);
    expect(await w.db('stylist_blocks').where({ bookingId: id, active: true })).toHaveLength(0);
    expect(await overlappingBlocks(w.db)).toEqual([]);
  });
});
