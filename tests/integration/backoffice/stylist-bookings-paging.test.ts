import { seedCatalog } from '@beauty/api/db/seed';
import { addDays, TIME_SLOTS, todayInBusinessZone } from '@beauty/domain/slots';
import { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { insertBookingRow, insertUser } from '../worker/staff-fixture';
import { signedInAs } from './staff-support';

/**
 * GET /api/stylist/bookings stays bounded however many bookings the years add (issue 14 point 9):
 * from today on and the open past ones in full, the finished past ones 50 at a time, newest
 * first, walked with the Next-Cursor header (?before=).
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('stylist_paging');
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
const newestFirst = (a: Listed, b: Listed) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0);
const finishedPast = (b: Listed) => b.eventDate < today && ['completed', 'cancelled'].includes(b.status);

async function walk(client: Client) {
  const first = await client.get('/api/stylist/bookings');
  expect(first.status).toBe(200);
  const pages: Listed[][] = [first.json.filter(finishedPast)];
  let cursor = first.headers.get('next-cursor');
  while (cursor) {
    const page = await client.get(`/api/stylist/bookings?before=${encodeURIComponent(cursor)}`);
    expect(page.status).toBe(200);
    // A later page holds finished past ones only, newest first.
    expect((page.json as Listed[]).every(finishedPast)).toBe(true);
    pages.push(page.json);
    cursor = page.headers.get('next-cursor');
    expect(pages.length).toBeLessThan(20);
  }
  return { first: first.json as Listed[], pages };
}

describe('GET /api/stylist/bookings pages the finished past', () => {
  it('answers today on and the open past in full, then every finished past booking exactly once, newest first', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Paged');
    const admin = await signedInAs(s.api.url, s.db, 'admin', 'Pager');
    const other = await insertUser(s.db, 'stylist');
    const customer = await insertUser(s.db, 'customer');
    const mine: string[] = [];
    const past: string[] = [];
    // 120 finished past ones of hers over 60 days, two at some date and time (the id decides).
    for (let i = 0; i < 120; i += 1) {
      const id = await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate: addDays(today, -1 - Math.floor(i / 2)),
        eventTime: i % 6 === 0 ? '10:00' : TIME_SLOTS[i % TIME_SLOTS.length],
        status: i % 5 === 0 ? 'cancelled' : 'completed',
      });
      mine.push(id);
      past.push(id);
    }
    for (let i = 0; i < 5; i += 1) {
      past.push(
        await insertBookingRow(s.db, {
          customerId: customer.id,
          stylistId: other.id,
          eventDate: addDays(today, -3 - i),
          status: 'completed',
        }),
      );
    }
    const open = [
      await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate: addDays(today, -400),
        status: 'confirmed',
      }),
      await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate: addDays(today, -2),
        status: 'pending',
      }),
    ];
    const ahead = [
      await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate: today,
        eventTime: '16:00',
        status: 'confirmed',
      }),
      await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate: addDays(today, 30),
        status: 'cancelled',
      }),
    ];
    const claimable = await insertBookingRow(s.db, { customerId: customer.id, eventDate: addDays(today, 9) });

    const hers = await walk(stylist.client);
    // The first answer: today on, the open past, what she can claim, and the 50 latest finished.
    const firstIds = hers.first.map((b) => b.id);
    expect(firstIds).toEqual(expect.arrayContaining([...open, ...ahead, claimable]));
    expect(hers.first).toHaveLength(open.length + ahead.length + 1 + 50);
    expect(hers.pages.map((page) => page.length)).toEqual([50, 50, 20]);
    const walked = hers.pages.flat();
    for (const page of hers.pages) expect(page).toEqual([...page].sort(newestFirst));
    expect(walked).toEqual([...walked].sort(newestFirst));
    expect(walked.map((b) => b.id).sort()).toEqual([...mine].sort());

    // An admin walks everyone's finished past (and sees the unclaimed one too).
    const all = await walk(admin.client);
    expect(all.first.map((b) => b.id)).toContain(claimable);
    const everyone = all.pages.flat();
    expect(everyone).toEqual([...everyone].sort(newestFirst));
    expect(everyone.map((b) => b.id).sort()).toEqual([...past].sort());
  });

  it('refuses a cursor that is not one (400, and nothing changes)', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Cursor');
    const before = await s.db('bookings').count<{ count: string }[]>('* as count');
    for (const bad of [
      'nope',
      '',
      '2026-02-30.10:00.00000000-0000-4000-8000-000000000000',
      '2026-01-01.10:00.not-a-uuid',
      "2026-01-01.10:00.00000000-0000-4000-8000-000000000000' or 1=1",
    ]) {
      const res = await stylist.client.get(`/api/stylist/bookings?before=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/'before' must be the nextCursor/);
    }
    const twice = await stylist.client.get(
      '/api/stylist/bookings?before=2026-01-01.10:00.00000000-0000-4000-8000-000000000000&before=x',
    );
    expect(twice.status).toBe(400);
    expect(await s.db('bookings').count<{ count: string }[]>('* as count')).toEqual(before);
  });

  it('answers the 50 latest past ones still open, then every earlier open one once, latest first (Open-Cursor, ?openBefore=)', async () => {
    // Only this test's bookings (an active one nobody holds time for is anyone's to claim).
    await s.db('bookings').del();
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Behind');
    const customer = await insertUser(s.db, 'customer');
    const open: Listed[] = [];
    // 120 of hers left open over 60 days, three at the same date and time in places (the id decides).
    for (let i = 0; i < 120; i += 1) {
      const eventDate = addDays(today, -1 - Math.floor(i / 2));
      const eventTime = i % 3 === 0 ? '10:00' : TIME_SLOTS[i % TIME_SLOTS.length]!;
      const status = i % 2 ? 'pending' : 'confirmed';
      const id = await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate,
        eventTime,
        status,
      });
      open.push({ id, eventDate, eventTime, status });
    }
    const expected = [...open].sort(newestFirst).map((b) => b.id);

    const first = await stylist.client.get('/api/stylist/bookings');
    expect(first.status).toBe(200);
    const openOf = (rows: Listed[]) => rows.filter((b) => b.eventDate < today && !finishedPast(b));
    expect(openOf(first.json).map((b) => b.id)).toEqual(expected.slice(0, 50));
    const pages: Listed[][] = [];
    let cursor = first.headers.get('open-cursor');
    while (cursor) {
      const page = await stylist.client.get(`/api/stylist/bookings?openBefore=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      // A later page holds open past ones only, and no other header.
      expect(openOf(page.json)).toHaveLength(page.json.length);
      expect(page.headers.get('next-cursor')).toBeNull();
      expect(page.headers.get('later-cursor')).toBeNull();
      pages.push(page.json);
      cursor = page.headers.get('open-cursor');
      expect(pages.length).toBeLessThan(10);
    }
    expect(pages.map((page) => page.length)).toEqual([50, 20]);
    expect(
      [...first.json.filter((b: Listed) => openOf([b]).length), ...pages.flat()].map((b) => b.id),
    ).toEqual(expected);

    // Completed meanwhile: the next page goes on from where the last one ended.
    const openCursor = first.headers.get('open-cursor') ?? '';
    await s.db('bookings').whereIn('id', expected.slice(0, 5)).update({ status: 'completed' });
    const after = await stylist.client.get(
      `/api/stylist/bookings?openBefore=${encodeURIComponent(openCursor)}`,
    );
    expect(after.json.map((b: Listed) => b.id)).toEqual(expected.slice(50, 100));

    // Refused: a cursor that is not one (400 naming the field), or two directions at once.
    const kept = await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt');
    for (const bad of ['nope', '', '2026-02-30.10:00.00000000-0000-4000-8000-000000000000']) {
      const res = await stylist.client.get(`/api/stylist/bookings?openBefore=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([expect.objectContaining({ field: 'openBefore' })]);
    }
    const both = `openBefore=${encodeURIComponent(openCursor)}&before=${encodeURIComponent(openCursor)}`;
    expect((await stylist.client.get(`/api/stylist/bookings?${both}`)).status).toBe(400);
    expect(await s.db('bookings').orderBy('id').select('id', 'status', 'updatedAt')).toEqual(kept);
  });

  it('keeps its role check: a customer is refused, a visitor asked to sign in, cursor or not', async () => {
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const cursor = `before=${encodeURIComponent(`${addDays(today, -1)}.10:00.00000000-0000-4000-8000-000000000000`)}`;
    for (const path of ['/api/stylist/bookings', `/api/stylist/bookings?${cursor}`]) {
      expect((await customer.client.get(path)).status).toBe(403);
      expect((await new Client(s.api.url).get(path)).status).toBe(401);
    }
  });
});
