import { seedCatalog } from '@beauty/api/db/seed';
import { addDays, TIME_SLOTS, todayInBusinessZone } from '@beauty/domain/slots';
import { type Client, request } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { insertBookingRow, insertUser } from '../worker/staff-fixture';
import { signedInAs } from './staff-support';

/**
 * Issue 14 point 9, the bookings lists bounded ahead as well as behind: the stylist's first answer
 * carries the first 50 from today on, the Later-Cursor header walks the rest (?after=), soonest
 * first; the customer's own list carries every one from today on and the 20 latest before, the
 * Next-Cursor header walks the earlier ones (?before=), the most recent first.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('bounded_lists');
  await seedCatalog(s.db);
});
afterAll(() => s?.close());

interface Listed {
  id: string;
  eventDate: string;
  eventTime: string;
  status: string;
}

const today = todayInBusinessZone();
const key = (b: Pick<Listed, 'eventDate' | 'eventTime' | 'id'>) => `${b.eventDate} ${b.eventTime} ${b.id}`;
const soonestFirst = (a: Listed, b: Listed) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

async function walk(
  client: Client,
  path: string,
  param: string,
  header: string,
  first: Listed[],
  cursor0: string | null,
) {
  const pages: Listed[][] = [];
  let cursor = cursor0;
  while (cursor) {
    const page = await client.get(`${path}?${param}=${encodeURIComponent(cursor)}`);
    expect(page.status).toBe(200);
    pages.push(page.json);
    cursor = page.headers.get(header);
    expect(pages.length).toBeLessThan(20);
  }
  return { first, pages };
}

describe('GET /api/stylist/bookings pages what is ahead', () => {
  it('answers the first 50 from today on, then every later one exactly once, soonest first (Later-Cursor, ?after=)', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Ahead');
    const customer = await insertUser(s.db, 'customer');
    const ahead: string[] = [];
    // 130 of hers from today on, three a day, two at the same date and time some days (the id decides).
    for (let i = 0; i < 130; i += 1) {
      ahead.push(
        await insertBookingRow(s.db, {
          customerId: customer.id,
          stylistId: stylist.id,
          eventDate: addDays(today, Math.floor(i / 3)),
          eventTime: i % 9 === 1 ? '10:00' : (TIME_SLOTS[(i % 3) * 2] ?? '10:00'),
          status: i % 7 === 0 ? 'cancelled' : 'confirmed',
        }),
      );
    }
    const open = await insertBookingRow(s.db, {
      customerId: customer.id,
      stylistId: stylist.id,
      eventDate: addDays(today, -3),
      status: 'confirmed',
    });
    const first = await stylist.client.get('/api/stylist/bookings');
    expect(first.status).toBe(200);
    const upcoming = (first.json as Listed[]).filter((b) => b.eventDate >= today);
    expect(upcoming).toHaveLength(50);
    expect(upcoming).toEqual([...upcoming].sort(soonestFirst));
    expect((first.json as Listed[]).map((b) => b.id)).toContain(open);
    expect(first.headers.get('next-cursor')).toBeNull();
    const later = first.headers.get('later-cursor');
    expect(later).toBe(`${upcoming[49]!.eventDate}.${upcoming[49]!.eventTime}.${upcoming[49]!.id}`);

    const { pages } = await walk(
      stylist.client,
      '/api/stylist/bookings',
      'after',
      'later-cursor',
      first.json,
      later,
    );
    expect(pages.map((page) => page.length)).toEqual([50, 30]);
    // A later page holds what is ahead only: not the open past, not the finished past.
    for (const page of pages) expect(page.every((b) => b.eventDate >= today)).toBe(true);
    const walked = [...upcoming, ...pages.flat()];
    expect(walked).toEqual([...walked].sort(soonestFirst));
    expect(walked.map((b) => b.id).sort()).toEqual([...ahead].sort());
    expect(pages.flat().map((b) => b.id)).not.toContain(open);
  });

  it("refuses an 'after' that is not a cursor, or both directions at once (400, and nothing changes)", async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Cursor');
    const before = await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt');
    const cursor = '2026-01-01.10:00.00000000-0000-4000-8000-000000000000';
    for (const bad of [
      'nope',
      '',
      '2026-02-30.10:00.00000000-0000-4000-8000-000000000000',
      `${cursor}' or 1=1`,
    ]) {
      const res = await stylist.client.get(`/api/stylist/bookings?after=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/'after' must be the laterCursor/);
    }
    expect((await stylist.client.get(`/api/stylist/bookings?after=${cursor}&after=${cursor}`)).status).toBe(
      400,
    );
    expect((await stylist.client.get(`/api/stylist/bookings?after=${cursor}&before=${cursor}`)).status).toBe(
      400,
    );
    expect(await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt')).toEqual(before);
  });
});

describe('GET /api/bookings pages her past', () => {
  it('answers every one from today on and the 20 latest before, newest booked first; then every earlier one once, the most recent first', async () => {
    const customer = await signedInAs(s.api.url, s.db, 'customer', 'Longtime');
    const other = await insertUser(s.db, 'customer');
    const ahead: string[] = [];
    const past: string[] = [];
    for (let i = 0; i < 25; i += 1)
      ahead.push(
        await insertBookingRow(s.db, {
          customerId: customer.id,
          eventDate: addDays(today, i * 5),
          status: i % 4 === 0 ? 'cancelled' : 'confirmed',
        }),
      );
    for (let i = 0; i < 47; i += 1)
      past.push(
        await insertBookingRow(s.db, {
          customerId: customer.id,
          eventDate: addDays(today, -1 - Math.floor(i / 2)),
          eventTime: i % 2 ? '14:00' : '10:00',
          status: i % 5 === 0 ? 'cancelled' : 'completed',
        }),
      );
    // Someone else's are never hers.
    await insertBookingRow(s.db, {
      customerId: other.id,
      eventDate: addDays(today, -2),
      status: 'completed',
    });
    await insertBookingRow(s.db, { customerId: other.id, eventDate: addDays(today, 2) });

    const first = await customer.client.get('/api/bookings');
    expect(first.status).toBe(200);
    const listed = first.json as Array<Listed & { createdAt: string }>;
    expect(listed).toHaveLength(25 + 20);
    expect(listed.map((b) => b.id)).toEqual(expect.arrayContaining(ahead));
    // Newest booked first, as before.
    const created = listed.map((b) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const firstPast = listed
      .filter((b) => b.eventDate < today)
      .sort(soonestFirst)
      .reverse();
    expect(firstPast).toHaveLength(20);
    const cursor = first.headers.get('next-cursor');
    expect(cursor).toBe(`${firstPast[19]!.eventDate}.${firstPast[19]!.eventTime}.${firstPast[19]!.id}`);

    const { pages } = await walk(
      customer.client,
      '/api/bookings',
      'before',
      'next-cursor',
      first.json,
      cursor,
    );
    expect(pages.map((page) => page.length)).toEqual([20, 7]);
    for (const page of pages) expect(page).toEqual([...page].sort(soonestFirst).reverse());
    const walked = [...firstPast, ...pages.flat()];
    expect(walked).toEqual([...walked].sort(soonestFirst).reverse());
    expect(walked.map((b) => b.id).sort()).toEqual([...past].sort());
  });

  it('refuses a cursor that is not one (400, and nothing changes); a visitor is asked to sign in', async () => {
    const customer = await signedInAs(s.api.url, s.db, 'customer', 'Cursor');
    const before = await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt');
    for (const bad of ['nope', '', '2026-13-01.10:00.00000000-0000-4000-8000-000000000000']) {
      const res = await customer.client.get(`/api/bookings?before=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/'before' must be the nextCursor/);
    }
    expect(await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt')).toEqual(before);
    const visitor = await request(
      `${s.api.url}/api/bookings?before=2026-01-01.10:00.00000000-0000-4000-8000-000000000000`,
    );
    expect(visitor.status).toBe(401);
  });
});
