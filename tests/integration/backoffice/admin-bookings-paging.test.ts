import { ADMIN_BOOKINGS_PAGE_SIZE, staffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { addDays, TIME_SLOTS, todayInBusinessZone } from '@beauty/domain/slots';
import { insertBookingRow, insertUser } from '../worker/staff-fixture';
import { admin, s, snapshot, useAdminLists, walk } from './admin-lists-support';
import { signedInAs } from './staff-support';

useAdminLists('admin_bookings_paging');

interface Listed {
  id: string;
  eventDate: string;
  eventTime: string;
}

const byAppointment = (a: Listed, b: Listed) => {
  const key = (x: Listed) => `${x.eventDate} ${x.eventTime} ${x.id}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
};

describe('GET /api/admin/bookings is paged', () => {
  let expected: string[];
  beforeAll(async () => {
    await s.db('bookings').del();
    const customer = await insertUser(s.db, 'customer');
    const stylist = await insertUser(s.db, 'stylist');
    // 130 over the years behind and ahead; three at the same date and time in places (the id decides).
    const listed: Listed[] = [];
    for (let i = 0; i < 130; i += 1) {
      const eventDate = addDays(todayInBusinessZone(), -400 + Math.floor(i / 3) * 17);
      const eventTime = i % 3 === 0 ? '10:00' : TIME_SLOTS[i % TIME_SLOTS.length]!;
      const id = await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: i % 4 ? stylist.id : null,
        eventDate,
        eventTime,
        status: i % 5 === 0 ? 'cancelled' : i % 2 ? 'completed' : 'confirmed',
      });
      listed.push({ id, eventDate, eventTime });
    }
    expected = listed.sort(byAppointment).map((b) => b.id);
  });

  it('answers 50 a page by appointment time, then id, each booking once (Next-Cursor, ?after=)', async () => {
    const { pages, ids } = await walk('/api/admin/bookings', 'after');
    expect(pages.map((page) => page.length)).toEqual([
      ADMIN_BOOKINGS_PAGE_SIZE,
      ADMIN_BOOKINGS_PAGE_SIZE,
      30,
    ]);
    expect(ids).toEqual(expected);
    // Each row as staff see a booking: the client, the plan.
    expect(pages[0]![0]).toEqual(
      expect.objectContaining({
        clientEmail: expect.any(String),
        plan: expect.any(Object),
        claimable: false,
      }),
    );
  });

  it('?limit= sets the page size up to 100, and the walk is the same', async () => {
    const hundred = await walk('/api/admin/bookings?limit=100', 'after');
    expect(hundred.pages.map((page) => page.length)).toEqual([100, 30]);
    expect(hundred.ids).toEqual(expected);
    const sevens = await walk('/api/admin/bookings?limit=7', 'after');
    expect(sevens.pages).toHaveLength(Math.ceil(130 / 7));
    expect(sevens.ids).toEqual(expected);
  });

  it("refuses a bad 'after' or 'limit' (400 naming the field, nothing changes), and is for admins only", async () => {
    const before = await snapshot();
    for (const bad of [
      'nope',
      '',
      '2026-02-30.10:00.00000000-0000-4000-8000-000000000000',
      '2026-01-01.10:00.not-a-uuid',
      "2026-01-01.10:00.00000000-0000-4000-8000-000000000000' or 1=1",
    ]) {
      const res = await admin.get(`/api/admin/bookings?after=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/'after' must be the nextCursor/);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: 'after' })]);
    }
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) {
      const res = await admin.get(`/api/admin/bookings?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    }
    expect(await snapshot()).toEqual(before);
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'NotAdmin');
    expect((await stylist.client.get('/api/admin/bookings')).status).toBe(403);
  });
});

describe('the Appointments list reads each plan with its booking', () => {
  it("answers the list's fields only, and the same plan as the admin's bookings list", async () => {
    await s.db('bookings').del();
    const customer = await insertUser(s.db, 'customer');
    const lead = await insertUser(s.db, 'stylist', { firstName: 'Lead', lastName: 'Stylist' });
    const assist = await insertUser(s.db, 'stylist', { firstName: 'Assist', lastName: null });
    const date = addDays(todayInBusinessZone(), 9);
    const party = await insertBookingRow(s.db, {
      customerId: customer.id,
      stylistId: lead.id,
      eventDate: date,
      eventTime: '09:00',
      status: 'confirmed',
    });
    const unstaffed = await insertBookingRow(s.db, {
      customerId: customer.id,
      eventDate: date,
      eventTime: '15:00',
    });
    const range = (from: string, to: string) =>
      s.db.raw("tstzrange(?::timestamptz, ?::timestamptz, '[)')", [
        `${date}T${from}:00-08:00`,
        `${date}T${to}:00-08:00`,
      ]);
    // The assist's block written first: the lead still comes first in the plan.
    await s.db('stylist_blocks').insert({
      stylistId: assist.id,
      kind: 'appointment',
      bookingId: party,
      role: 'assist',
      held: range('08:30', '11:15'),
      service: range('09:00', '11:00'),
      members: JSON.stringify([
        { label: 'Bridesmaid 1', isBride: false, minutes: 60, startsAt: `${date}T17:00:00.000Z` },
      ]),
    });
    await s.db('stylist_blocks').insert({
      stylistId: lead.id,
      kind: 'appointment',
      bookingId: party,
      role: 'lead',
      held: range('08:30', '12:15'),
      service: range('09:00', '12:00'),
      members: JSON.stringify([
        { label: 'Bride', isBride: true, minutes: 90, startsAt: `${date}T17:00:00.000Z` },
        { label: 'Bridesmaid 2', isBride: false, minutes: 60, startsAt: `${date}T18:30:00.000Z` },
      ]),
    });

    const list = await admin.get('/api/stylist/bookings');
    expect(list.status).toBe(200);
    const full = await admin.get('/api/admin/bookings');
    type Row = Record<string, unknown> & { id: string };
    const rowOf = (rows: Row[], id: string): Row => rows.find((row) => row.id === id) ?? { id: 'missing' };
    for (const id of [party, unstaffed]) {
      const row = rowOf(list.json, id);
      const booking = rowOf(full.json, id);
      expect(Object.keys(row).sort()).toEqual(Object.keys(staffBookingRow.properties).sort());
      // Every field the list carries is the booking's own, the plan included.
      for (const [field, value] of Object.entries(row))
        expect([field, value]).toEqual([field, booking[field]]);
    }
    const plan = rowOf(list.json, party).plan as {
      staffed: boolean;
      assignments: Array<{ stylistName: string; role: string; members: unknown[] }>;
    };
    expect(plan.staffed).toBe(true);
    expect(plan.assignments.map((a) => [a.stylistName, a.role, a.members.length])).toEqual([
      ['Lead Stylist', 'lead', 2],
      ['Assist', 'assist', 1],
    ]);
    expect(rowOf(list.json, unstaffed)).toEqual(
      expect.objectContaining({
        claimable: true,
        plan: expect.objectContaining({ staffed: false, assignments: [] }),
      }),
    );
  });
});
