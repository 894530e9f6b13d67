import { bookingMessages } from '@beauty/domain/messages';
import { workingTimeMessages } from '@beauty/domain/schemas/working-time';
import { addDays, weekdayOf } from '@beauty/domain/slots';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { Client } from '../../support/http';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { saturdayAfter, times } from './allocation-support';
import { overlappingBlocks, type StaffingWorld, startStaffingWorld } from './staffing-world';

describe("one stylist's time", () => {
  let w: StaffingWorld;
  let sofia: string;
  beforeAll(async () => {
    w = await startStaffingWorld('one_stylist');
    sofia = await w.addStylist({ firstName: 'Sofia' });
  });
  afterAll(() => w.close());

  it('keeps a 4½-hour bridal morning at 10:00 hers until it ends, with travel and the buffer, whatever the path', async () => {
    const date = futureDate(30);
    const bride = await w.customer('Bride');
    const party = await bride.client.post('/api/bookings', {
      ...makeupAndHair(date, {
        makeupService: undefined,
        hairService: undefined,
        bridalPackage: 'bride-plus-1',
      }),
      eventTime: '10:00',
      serviceArea: 'tacoma',
    });
    expect(party.status).toBe(201);
    expect(party.json.booking.plan.assignments).toHaveLength(1);
    // 150 + 120 minutes of styling from 10:00: ready at 14:30; 35 minutes each way and 30 to spare.
    expect(party.json.booking.plan.readyAt).toBe(appointmentStartsAt(date, '14:30').toISOString());

    const guest = await w.customer('Guest');
    for (const eventTime of ['11:00', '13:00', '14:00']) {
      const clash = await guest.client.post('/api/bookings', makeupAndHair(date, { eventTime }));
      expect(clash.status).toBe(409);
      expect(clash.json.message).toBe(bookingMessages.noStylistFree);
    }
    // Moving another booking into that time is refused the same way.
    const other = await guest.client.post(
      '/api/bookings',
      makeupAndHair(addDays(date, 1), { eventTime: '11:00' }),
    );
    expect(other.status).toBe(201);
    const moved = await guest.client.post(`/api/bookings/${other.json.booking.id}/reschedule`, {
      eventDate: date,
      eventTime: '11:00',
    });
    expect(moved.status).toBe(409);

    // She is back at the studio at 15:05 and free from 15:35: 16:00 in Puyallup fits (leaves 15:45),
    // 16:00 in Tacoma does not (she would have to leave at 15:25).
    const visitor = new Client(w.api.url);
    const ask = (area: string) =>
      visitor.get(`/api/availability?date=${date}&serviceArea=${area}&makeupService=good`);
    expect(times(await ask('puyallup'))).toEqual(['16:00']);
    expect(times(await ask('tacoma'))).toEqual([]);
    expect(await overlappingBlocks(w.db)).toEqual([]);
    expect(await w.db('stylist_blocks').where({ stylistId: sofia, active: true })).toHaveLength(2);
  });

  it('starts early only on the days her hours say, and keeps the spec hours otherwise', async () => {
    const stylist = await w.staff('stylist', 'Early');
    const date = saturdayAfter(40);
    const weekday = weekdayOf(date);
    const days = Array.from({ length: 7 }, (_, d) =>
      d === weekday
        ? { firstStart: '06:00', lastStart: '12:00' }
        : { firstStart: '09:00', lastStart: '16:00' },
    );
    // The team member's hours, set by an admin for her.
    const admin = await w.staff('admin');
    const saved = await admin.client.request('PUT', '/api/stylist/working-time/hours', {
      json: { stylistId: sofia, days },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ stylistId: sofia, usesDefaultHours: false });
    // A stylist changes only her own.
    const refused = await stylist.client.request('PUT', '/api/stylist/working-time/hours', {
      json: { stylistId: sofia, days },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(workingTimeMessages.notYours);
    const backwards = await admin.client.request('PUT', '/api/stylist/working-time/hours', {
      json: { stylistId: sofia, days: days.map(() => ({ firstStart: '12:00', lastStart: '09:00' })) },
    });
    expect(backwards.status).toBe(400);

    const visitor = new Client(w.api.url);
    const saturday = times(
      await visitor.get(`/api/availability?date=${date}&serviceArea=puyallup&makeupService=good`),
    );
    expect(saturday).toEqual(['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00']);
    const sunday = times(
      await visitor.get(`/api/availability?date=${addDays(date, 1)}&serviceArea=puyallup&makeupService=good`),
    );
    expect(sunday[0]).toBe('09:00');
    const early = await (await w.customer()).client.post(
      '/api/bookings',
      makeupAndHair(date, { eventTime: '06:00' }),
    );
    expect(early.status).toBe(201);
  });

  it('refuses time off over an appointment (409, nothing written); time off takes its days out and gives them back', async () => {
    const date = futureDate(50);
    const booked = await (await w.customer()).client.post(
      '/api/bookings',
      makeupAndHair(date, { eventTime: '10:00' }),
    );
    expect(booked.status).toBe(201);
    const admin = await w.staff('admin');
    const overlap = await admin.client.post('/api/stylist/time-off', {
      stylistId: sofia,
      from: date,
      note: 'Dentist',
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.message).toBe(workingTimeMessages.timeOffOverlaps);
    expect(await w.db('stylist_blocks').where({ stylistId: sofia, kind: 'time-off' })).toHaveLength(0);

    const free = addDays(date, 1);
    const visitor = new Client(w.api.url);
    const ask = () => visitor.get(`/api/availability?date=${free}&serviceArea=puyallup&makeupService=good`);
    const open = times(await ask());
    expect(open.length).toBeGreaterThan(0);
    const off = await admin.client.post('/api/stylist/time-off', {
      stylistId: sofia,
      from: free,
      note: 'Holiday',
    });
    expect(off.status).toBe(201);
    expect(times(await ask())).toEqual([]);
    const clash = await (await w.customer()).client.post('/api/bookings', makeupAndHair(free));
    expect(clash.status).toBe(409);
    expect((await admin.client.request('DELETE', `/api/stylist/time-off/${off.json.id}`)).status).toBe(200);
    expect(times(await ask())).toEqual(open);
    const event = await w.db('outbox_events').where({ type: 'staffing.time_off_removed' }).first();
    expect(event.payload).toMatchObject({ stylistId: sofia });
  });

  it('holds at most 3 pending requests per customer, even sent at once, and a recorded deposit frees a place', async () => {
    const { client, id } = await w.customer('Eager');
    const dates = Array.from({ length: 6 }, (_, i) => futureDate(60 + i));
    const answers = await Promise.all(dates.map((date) => client.post('/api/bookings', makeupAndHair(date))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expect(answer.json.message).toBe(bookingMessages.pendingLimit(3));
    expect(await w.db('bookings').where({ customerId: id })).toHaveLength(3);

    const admin = await w.staff('admin');
    const first = answers.find((a) => a.status === 201)!.json.booking.id;
    const paid = await admin.client.request('PATCH', `/api/admin/bookings/${first}`, {
      json: { paymentStatus: 'deposit_received' },
    });
    expect(paid.status).toBe(200);
    expect(paid.json.holdExpiresAt).toBeNull();
    // Still pending (staff confirm it), but its deposit is in: only requests waiting for a deposit count.
    const again = await client.post('/api/bookings', makeupAndHair(futureDate(70)));
    expect(again.status).toBe(201);
    const fifth = await client.post('/api/bookings', makeupAndHair(futureDate(71)));
    expect(fifth.status).toBe(409);
  });
});
