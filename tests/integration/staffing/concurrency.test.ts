import { holdPlan, isOverlap, planPlacement } from '@beauty/api/features/staffing/allocation';
import { bookingMessages } from '@beauty/domain/messages';
import { addDays } from '@beauty/domain/slots';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { overlappingBlocks, type StaffingWorld, startStaffingWorld } from './staffing-world';

/**
 * No code path can give one stylist two overlapping appointments: 50 creates, reschedules and
 * claims over overlapping ranges at once leave no overlap, and the exclusion constraint is what
 * guarantees it (without it, two requests that plan before either writes both write).
 */
describe('racing for the same stylists', () => {
  let w: StaffingWorld;
  beforeAll(async () => {
    w = await startStaffingWorld('race');
    for (const firstName of ['Ana', 'Bea', 'Cleo']) await w.addStylist({ firstName });
  });
  afterAll(() => w.close());

  it('50 creates, reschedules and claims over overlapping times at once leave no stylist double-booked', async () => {
    const date = futureDate(30);
    const admin = await w.staff('admin');
    // 15 bookings on other days, to move into the contested morning.
    const movers = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const customer = await w.customer(`Mover${i}`);
        const res = await customer.client.post(
          '/api/bookings',
          makeupAndHair(addDays(date, 1 + Math.floor(i / 3)), {
            eventTime: `${String(9 + (i % 3) * 2).padStart(2, '0')}:00`,
          }),
        );
        expect(res.status).toBe(201);
        return { client: customer.client, id: res.json.booking.id as string };
      }),
    );
    // 15 requests nobody holds time for (the owner took them off their stylists), to be claimed.
    const claimable = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const customer = await w.customer(`Open${i}`);
        const res = await customer.client.post(
          '/api/bookings',
          makeupAndHair(addDays(date, 10 + Math.floor(i / 3)), {
            eventTime: `${String(9 + (i % 3) * 2).padStart(2, '0')}:00`,
          }),
        );
        expect(res.status).toBe(201);
        await w.db('bookings').where({ id: res.json.booking.id }).update({ eventDate: date });
        const off = await admin.client.request('PATCH', `/api/admin/bookings/${res.json.booking.id}`, {
          json: { stylistId: null },
        });
        expect(off.status).toBe(200);
        return res.json.booking.id as string;
      }),
    );
    // The claimers: three staff not on the team, each after five of the open requests.
    const claimers = await Promise.all([0, 1, 2].map((i) => w.staff('stylist', `Claimer${i}`)));
    const creators = await Promise.all(Array.from({ length: 20 }, (_, i) => w.customer(`Racer${i}`)));

    const hours = ['09:00', '10:00', '11:00', '12:00'];
    const answers = await Promise.all([
      ...creators.map((c, i) =>
        c.client.post('/api/bookings', makeupAndHair(date, { eventTime: hours[i % hours.length] })),
      ),
      ...movers.map((m, i) =>
        m.client.post(`/api/bookings/${m.id}/reschedule`, {
          eventDate: date,
          eventTime: hours[i % hours.length],
        }),
      ),
      ...claimable.map((id, i) => claimers[i % 3]!.client.post(`/api/stylist/bookings/${id}/claim`)),
    ]);
    expect(answers).toHaveLength(50);
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);
    const won = answers.filter((a) => a.status < 300).length;
    expect(won).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 409).length).toBeGreaterThan(0);

    expect(await overlappingBlocks(w.db)).toEqual([]);
    // Every request that won holds its time; every booking that lost kept its old time (or none).
    const held = await w
      .db('stylist_blocks')
      .where({ active: true, kind: 'appointment' })
      .select('bookingId')
      .then((rows: Array<{ bookingId: string }>) => rows.map((r) => r.bookingId));
    for (const [i, mover] of movers.entries()) {
      const row = await w.db('bookings').where({ id: mover.id }).first('eventDate');
      expect(row.eventDate).toBe(
        answers[20 + i]!.status === 200 ? date : addDays(date, 1 + Math.floor(i / 3)),
      );
      expect(held).toContain(mover.id);
    }
    for (const [i, id] of claimable.entries()) {
      expect(held.includes(id)).toBe(answers[35 + i]!.status === 200);
    }
  });

  it('lets the constraint decide between two requests that planned before either wrote', async () => {
    const date = futureDate(60);
    const customer = await w.customer('Interleaved');
    // Two bookings (no time held yet) both asking for 10:00 when one stylist is left free.
    const base = await customer.client.post('/api/bookings', makeupAndHair(addDays(date, 1)));
    const other = await customer.client.post('/api/bookings', makeupAndHair(addDays(date, 2)));
    const ids = [base.json.booking.id as string, other.json.booking.id as string];
    await w.db('stylist_blocks').whereIn('bookingId', ids).delete();
    const team = await w.db('users').whereIn('firstName', ['Ana', 'Bea', 'Cleo']).pluck('id');
    const only = [team[0] as string];
    const request = {
      selection: { makeupService: 'better', hairService: 'styled' },
      date,
      mode: 'start' as const,
      time: '10:00',
      travelMinutes: 15,
      only,
    };

    const first = await w.db.transaction();
    const second = await w.db.transaction();
    try {
      const planA = await planPlacement(first, request);
      const planB = await planPlacement(second, request);
      // Each saw her free: the classic check-then-insert race.
      expect(planA?.assignments[0]?.stylistId).toBe(only[0]);
      expect(planB?.assignments[0]?.stylistId).toBe(only[0]);
      await holdPlan(first, ids[0]!, planA!, null);
      await first.commit();
      const refused = await holdPlan(second, ids[1]!, planB!, null).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isOverlap(refused)).toBe(true);
      await second.rollback();
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
    expect(await overlappingBlocks(w.db)).toEqual([]);
    expect(bookingMessages.slotFull).toMatch(/booked up/);

    // Without the constraint the same interleaving double-books her: the checks above would fail.
    await w.db.raw('ALTER TABLE stylist_blocks DROP CONSTRAINT stylist_blocks_no_overlap');
    try {
      await w.db('stylist_blocks').whereIn('bookingId', ids).delete();
      const a = await w.db.transaction();
      const b = await w.db.transaction();
      const planA = await planPlacement(a, request);
      const planB = await planPlacement(b, request);
      await holdPlan(a, ids[0]!, planA!, null);
      await a.commit();
      await holdPlan(b, ids[1]!, planB!, null);
      await b.commit();
      expect(await overlappingBlocks(w.db)).toHaveLength(1);
    } finally {
      await w.db('stylist_blocks').whereIn('bookingId', ids).delete();
      await w.db.raw(
        'ALTER TABLE stylist_blocks ADD CONSTRAINT stylist_blocks_no_overlap EXCLUDE USING gist (stylist_id WITH =, held WITH &&) WHERE (active)',
      );
    }
  });
});
