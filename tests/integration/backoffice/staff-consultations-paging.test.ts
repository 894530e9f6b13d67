import { seedCatalog } from '@beauty/api/db/seed';
import { addDays, todayInBusinessZone } from '@beauty/domain/slots';
import { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { insertUser } from '../worker/staff-fixture';
import { signedInAs } from './staff-support';

/**
 * GET /api/staff/consultations stays bounded however many are left open (issue 14 point 9): 50 at
 * a time in the list's order (to schedule first, oldest request first, then by date and time),
 * walked with the Next-Cursor header (?after=); closed ones never listed.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('staff_consult_paging');
  await seedCatalog(s.db);
});
afterAll(() => s?.close());

interface Listed {
  id: string;
  status: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  createdAt: string;
}

const today = todayInBusinessZone();

async function walk(client: Client) {
  const pages: Listed[][] = [];
  let path: string | null = '/api/staff/consultations';
  while (path) {
    const res = await client.get(path);
    expect(res.status).toBe(200);
    pages.push(res.json);
    const cursor = res.headers.get('next-cursor');
    path = cursor ? `/api/staff/consultations?after=${encodeURIComponent(cursor)}` : null;
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

describe('GET /api/staff/consultations pages the open consultations', () => {
  it('answers 50 at a time: every open one exactly once, to schedule first (oldest first), then by date and time', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Paged');
    const customer = await insertUser(s.db, 'customer');
    const base = new Date('2026-01-01T12:00:00.000Z').getTime();
    const rows = [];
    // 70 to schedule, some asked for in the same microsecond (the id decides), and 60 scheduled,
    // some at the same date and time; 20 closed ones that are never listed.
    for (let i = 0; i < 70; i += 1)
      rows.push({
        customerId: customer.id,
        status: 'requested',
        createdAt: new Date(base + Math.floor(i / 2) * 1000 + 0.123),
      });
    for (let i = 0; i < 60; i += 1)
      rows.push({
        customerId: customer.id,
        status: 'scheduled',
        scheduledDate: addDays(today, -10 + Math.floor(i / 3)),
        scheduledTime: i % 3 === 2 ? '10:00' : '14:30',
        createdAt: new Date(base - i * 1000),
      });
    for (let i = 0; i < 20; i += 1)
      rows.push({
        customerId: customer.id,
        status: i % 2 ? 'completed' : 'cancelled',
        scheduledDate: addDays(today, i),
        scheduledTime: '11:00',
      });
    await s.db('consultations').insert(rows);
    // Microseconds the cursor must keep: two asked for 1 µs apart.
    await s.db.raw(
      `UPDATE consultations SET created_at = '2026-02-01T00:00:00.000001Z' WHERE id = (SELECT id FROM consultations WHERE status = 'requested' ORDER BY id LIMIT 1);
       UPDATE consultations SET created_at = '2026-02-01T00:00:00.000002Z' WHERE id = (SELECT id FROM consultations WHERE status = 'requested' ORDER BY id DESC LIMIT 1)`,
    );
    const open = await s.db.raw(
      `SELECT id FROM consultations WHERE status IN ('requested', 'scheduled')
       ORDER BY scheduled_date ASC NULLS FIRST, scheduled_time ASC, created_at ASC, id ASC`,
    );

    const pages = await walk(stylist.client);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 30]);
    const listed = pages.flat();
    expect(listed.map((c) => c.id)).toEqual(open.rows.map((r: { id: string }) => r.id));
    expect(listed.slice(0, 70).every((c) => c.status === 'requested' && c.scheduledDate === null)).toBe(true);
    expect(listed.slice(70).every((c) => c.status === 'scheduled')).toBe(true);

    // An admin walks the same list.
    const admin = await signedInAs(s.api.url, s.db, 'admin', 'Pager');
    expect((await walk(admin.client)).flat().map((c) => c.id)).toEqual(listed.map((c) => c.id));
  });

  it('refuses a cursor that is not one (400, and nothing changes)', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Cursor');
    const before = await s.db('consultations').orderBy('id').select('id', 'status', 'updatedAt');
    for (const bad of [
      'nope',
      '',
      '2026-02-30.10:00.1764145800123456.00000000-0000-4000-8000-000000000000',
      '2026-02-03.-.1764145800123456.00000000-0000-4000-8000-000000000000',
      '-.-.99999999999999999999.00000000-0000-4000-8000-000000000000',
      '-.-.1764145800123456.not-a-uuid',
      "-.-.1.00000000-0000-4000-8000-000000000000' or 1=1",
    ]) {
      const res = await stylist.client.get(`/api/staff/consultations?after=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/'after' must be the nextCursor/);
    }
    const twice = await stylist.client.get(
      '/api/staff/consultations?after=-.-.1.00000000-0000-4000-8000-000000000000&after=x',
    );
    expect(twice.status).toBe(400);
    expect(await s.db('consultations').orderBy('id').select('id', 'status', 'updatedAt')).toEqual(before);
  });

  it('keeps its role check: a customer is refused, a visitor asked to sign in, cursor or not', async () => {
    const customer = await signedInAs(s.api.url, s.db, 'customer');
    const cursor = `after=${encodeURIComponent('-.-.1.00000000-0000-4000-8000-000000000000')}`;
    for (const path of ['/api/staff/consultations', `/api/staff/consultations?${cursor}`]) {
      expect((await customer.client.get(path)).status).toBe(403);
      expect((await new Client(s.api.url).get(path)).status).toBe(401);
    }
  });
});
