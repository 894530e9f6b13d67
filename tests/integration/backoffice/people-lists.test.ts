import { seedCatalog } from '@beauty/api/db/seed';
import { addDays, todayInBusinessZone } from '@beauty/domain/slots';
import { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { insertBookingRow, insertUser } from '../worker/staff-fixture';
import { signedInAs } from './staff-support';

/**
 * The admin user list and the stylist's clients answer a page, not every row the years have added
 * (issue 14 point 9): newest first, `limit` rows, a search and a role filter for users, and the
 * Next-Cursor header (?before=) for the next page.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('people_lists');
  await seedCatalog(s.db);
});
afterAll(() => s?.close());

interface Listed {
  id: string;
  email: string;
  role: string;
  firstName: string | null;
  createdAt: string;
}

/** Every page of a list from `path` (which has a query string), following Next-Cursor. */
async function walk(client: Client, path: string) {
  const pages: Listed[][] = [];
  let next: string | null = path;
  while (next) {
    const res = await client.get(next);
    expect(res.status).toBe(200);
    pages.push(res.json);
    const cursor = res.headers.get('next-cursor');
    next = cursor ? `${path}&before=${encodeURIComponent(cursor)}` : null;
    expect(pages.length).toBeLessThan(50);
  }
  return pages;
}

describe('GET /api/admin/users', () => {
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const tagged: Array<{ id: string; email: string; role: string }> = [];
  beforeAll(async () => {
    admin = await signedInAs(s.api.url, s.db, 'admin', 'Listing');
    // 45 accounts named Zephyrine, at 30 distinct times (some share one: the id decides).
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (let i = 0; i < 45; i += 1) {
      const role = i % 9 === 0 ? 'stylist' : 'customer';
      const user = await insertUser(s.db, role, { firstName: 'Zephyrine', lastName: `Number ${i}` });
      // Microseconds apart as well, which a millisecond cursor would lose.
      const at = new Date(base + Math.floor(i / 1.5) * 60_000).toISOString().replace('Z', '');
      await s.db.raw(
        `UPDATE users SET created_at = ?::timestamptz + interval '${i % 3} microseconds' WHERE id = ?`,
        [`${at}Z`, user.id],
      );
      tagged.push({ id: user.id, email: user.email, role });
    }
  });

  it('answers the 20 newest accounts, then the next ones after Next-Cursor, each once, newest first', async () => {
    const first = await admin.client.get('/api/admin/users');
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(20);
    expect(first.headers.get('next-cursor')).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:]{8}\.\d{6}Z\.[0-9a-f-]{36}$/);
    // The newest account (the signed-in admin, made last) comes first.
    expect(first.json[0]).toMatchObject({ id: admin.id, role: 'admin', email: admin.email });

    const pages = await walk(admin.client, '/api/admin/users?limit=7');
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    const listed = pages.flat().map((u) => u.id);
    const everyone = await s.db('users').orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    expect(listed).toEqual(everyone.map((u) => u.id));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds a name or email containing the text, in any case, and pages the matches', async () => {
    const found = await admin.client.get('/api/admin/users?q=zEPHYR&limit=50');
    expect(found.status).toBe(200);
    expect(found.json.map((u: Listed) => u.id).sort()).toEqual(tagged.map((u) => u.id).sort());
    expect(found.headers.get('next-cursor')).toBeNull();

    const byNumber = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(' number 17 ')}`);
    expect(byNumber.json.map((u: Listed) => u.id)).toEqual([tagged[17]!.id]);
    const byEmail = await admin.client.get(
      `/api/admin/users?q=${encodeURIComponent(tagged[3]!.email.toUpperCase())}`,
    );
    expect(byEmail.json.map((u: Listed) => u.id)).toEqual([tagged[3]!.id]);

    const paged = (await walk(admin.client, '/api/admin/users?q=zephyrine&limit=10')).flat();
    expect(paged.map((u) => u.id).sort()).toEqual(tagged.map((u) => u.id).sort());

    // LIKE's wildcards are plain characters in a search.
    expect((await admin.client.get('/api/admin/users?q=%25')).json).toEqual([]);
    expect((await admin.client.get('/api/admin/users?q=Zephyrine_Number')).json).toEqual([]);
    // A blank search is no search.
    expect((await admin.client.get('/api/admin/users?q=%20%20&limit=3')).json).toHaveLength(3);
  });

  it('keeps the roles asked for', async () => {
    const stylists = await admin.client.get('/api/admin/users?role=stylist&q=zephyrine&limit=50');
    expect(stylists.json.map((u: Listed) => u.id).sort()).toEqual(
      tagged
        .filter((u) => u.role === 'stylist')
        .map((u) => u.id)
        .sort(),
    );
    const staff = (await walk(admin.client, '/api/admin/users?role=stylist,admin&limit=2')).flat();
    expect(staff.length).toBeGreaterThan(5);
    expect(staff.every((u) => u.role === 'stylist' || u.role === 'admin')).toBe(true);
    expect(staff.map((u) => u.id)).toContain(admin.id);
    const staffInDb = await s.db('users').whereIn('role', ['stylist', 'admin']).count('* as n');
    expect(staff).toHaveLength(Number(staffInDb[0]!.n));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['role=owner', 'role'],
    ['role=stylist,', 'role'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['before=yesterday', 'before'],
    ['before=2026-02-30T10:00:00.000000Z.00000000-0000-4000-8000-000000000000', 'before'],
    ['before=2026-03-01T10:00:00.000Z.00000000-0000-4000-8000-000000000000', 'before'],
    ['page=2', 'page'],
  ])('refuses ?%s with a 400 naming the parameter', async (query, field) => {
    const res = await admin.client.get(`/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(field);
    expect(res.headers.get('next-cursor')).toBeNull();
  });

  it('answers admins only', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    expect((await stylist.client.get('/api/admin/users?q=zephyrine')).status).toBe(403);
    expect((await customer.client.get('/api/admin/users')).status).toBe(403);
    expect((await new Client(s.api.url).get('/api/admin/users?limit=5')).status).toBe(401);
  });
});

describe('GET /api/stylist/clients', () => {
  it('answers 50 clients, the latest booked first, then the rest after Next-Cursor, with their counts', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Paging');
    const other = await insertUser(s.db, 'stylist');
    const admin = await signedInAs(s.api.url, s.db, 'admin', 'Clients');
    const day = addDays(todayInBusinessZone(), 20);
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const clients: Array<{ id: string; name: string; latest: number; count: number }> = [];
    // 62 clients: booked at distinct times, a third twice (the second booking later, or cancelled).
    for (let i = 0; i < 62; i += 1) {
      const customer = await insertUser(s.db, 'customer', { firstName: `Client${i}`, lastName: null });
      const at = base + i * 3_600_000;
      const first = await insertBookingRow(s.db, {
        customerId: customer.id,
        stylistId: stylist.id,
        eventDate: day,
      });
      await s
        .db('bookings')
        .where({ id: first })
        .update({ createdAt: new Date(at) });
      let latest = at;
      let count = 1;
      if (i % 3 === 0) {
        const cancelled = i % 2 === 0;
        const again = await insertBookingRow(s.db, {
          customerId: customer.id,
          stylistId: stylist.id,
          eventDate: day,
          status: cancelled ? 'cancelled' : 'confirmed',
        });
        // Much later: a client booked again moves up, a cancelled booking does not count.
        await s
          .db('bookings')
          .where({ id: again })
          .update({ createdAt: new Date(at + 500 * 3_600_000) });
        if (!cancelled) {
          latest = at + 500 * 3_600_000;
          count = 2;
        }
      }
      clients.push({ id: customer.id, name: `Client${i}`, latest, count });
    }
    // Not hers: another stylist's client, and one whose only booking with her was cancelled.
    const theirs = await insertUser(s.db, 'customer');
    await insertBookingRow(s.db, { customerId: theirs.id, stylistId: other.id, eventDate: day });
    const gone = await insertUser(s.db, 'customer');
    await insertBookingRow(s.db, {
      customerId: gone.id,
      stylistId: stylist.id,
      eventDate: day,
      status: 'cancelled',
    });

    const expected = [...clients].sort((a, b) => b.latest - a.latest);
    const first = await stylist.client.get('/api/stylist/clients');
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(50);
    const cursor = first.headers.get('next-cursor');
    expect(cursor).toBeTruthy();
    const second = await stylist.client.get(`/api/stylist/clients?before=${encodeURIComponent(cursor!)}`);
    expect(second.status).toBe(200);
    expect(second.headers.get('next-cursor')).toBeNull();
    const listed = [...first.json, ...second.json];
    expect(listed.map((c: { id: string }) => c.id)).toEqual(expected.map((c) => c.id));
    expect(listed.map((c: { totalBookings: number }) => c.totalBookings)).toEqual(
      expected.map((c) => c.count),
    );
    expect(listed.map((c: { name: string }) => c.name)).toEqual(expected.map((c) => c.name));

    const small = (await walk(stylist.client, '/api/stylist/clients?limit=25')).flat();
    expect(small.map((c) => c.id)).toEqual(expected.map((c) => c.id));

    // An admin's clients are the business's: hers and the other stylist's.
    const everyone = (await walk(admin.client, '/api/stylist/clients?limit=50')).flat().map((c) => c.id);
    expect(everyone).toEqual(expect.arrayContaining([...expected.map((c) => c.id), theirs.id]));
    expect(everyone).not.toContain(gone.id);
    expect(new Set(everyone).size).toBe(everyone.length);
  });

  it('refuses a bad limit or cursor with a 400, and answers staff only', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'before=nope', 'before=', 'q=anna']) {
      const res = await stylist.client.get(`/api/stylist/clients?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
    }
    expect((await stylist.client.get('/api/stylist/clients?limit=1')).json).toEqual([]);
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    expect((await customer.client.get('/api/stylist/clients')).status).toBe(403);
    expect((await new Client(s.api.url).get('/api/stylist/clients')).status).toBe(401);
  });
});
