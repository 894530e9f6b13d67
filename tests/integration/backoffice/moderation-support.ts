import { randomUUID } from 'node:crypto';
import type { Client } from '../../support/http';
import { insertUpload, type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { signedInAs } from './staff-support';

/**
 * The world of the moderation-list suites (moderation-paging, application-filter): the API, an
 * admin signed in, and the resume every seeded application points at.
 */
export let s: SubmissionsEnv;
export let admin: Client;
let resumeUploadId: string;
/** Starts the suite's world before its tests and stops it after them. */
export function useModerationEnv(label: string, adminName: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label);
    admin = (await signedInAs(s.api.url, s.db, 'admin', adminName)).client;
    resumeUploadId = (await insertUpload(s.db, 'resume')).id;
  });
  afterAll(() => s?.close());
}

export interface Seeded {
  id: string;
  /** created_at as Postgres holds it, to the microsecond. */
  createdAt: string;
  status: string;
}

/**
 * Within one millisecond, microseconds apart in an order that is not the insertion order, and
 * some pairs on the very same instant (the id decides those): a cursor rounded to the
 * millisecond, or an order without the id, would lose or repeat items.
 */
export const instant = (i: number) => {
  const k = i % 10 === 9 ? i - 1 : i;
  return `2026-03-14T10:00:00.${String(100_000 + ((k * 37) % 997)).padStart(6, '0')}Z`;
};

const ROWS = {
  contact_messages: (status: string, createdAt: string) => ({
    name: 'Nora',
    email: 'nora@example.com',
    subject: 'Availability',
    message: 'Do you travel to Gig Harbor?',
    status,
    trackingTokenHash: randomUUID(),
    createdAt,
  }),
  testimonials: (status: string, createdAt: string) => ({
    customerName: 'Maya',
    customerEmail: 'maya@example.com',
    serviceType: 'bridal',
    rating: 5,
    content: 'Wonderful all day.',
    status,
    createdAt,
  }),
  consultation_requests: (status: string, createdAt: string) => ({
    name: 'Ava',
    email: 'ava@example.com',
    status,
    trackingTokenHash: randomUUID(),
    createdAt,
  }),
  stylist_applications: (status: string, createdAt: string) => ({
    firstName: 'Lena',
    lastName: 'Park',
    email: 'lena@example.com',
    phone: '253-555-0142',
    specialties: 'both',
    experience: 'Six years of bridal makeup.',
    resumeUploadId,
    status,
    createdAt,
  }),
};
export type ModeratedTable = keyof typeof ROWS;

/** Replace the table's rows with these statuses, in order, at the instants above. */
export async function seed(table: ModeratedTable, statuses: string[]): Promise<Seeded[]> {
  await s.db(table).del();
  const rows = statuses.map((status, i) => ROWS[table](status, instant(i)));
  const ids: Array<{ id: string }> = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(...(await s.db(table).insert(rows.slice(i, i + 500), ['id'])));
  return ids.map(({ id }, i) => ({ id, createdAt: instant(i), status: statuses[i]! }));
}

/**
 * Every page of `path` as the admin, following Next-Cursor (?before=, or &before= where `path`
 * has a query already); every page must answer 200, and (with `expectArrays`) be an array.
 */
export async function walk(path: string, { maxPages = 50, expectArrays = true } = {}) {
  const pages: Array<Array<{ id: string; status: string }>> = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const join = path.includes('?') ? '&' : '?';
    const res = await admin.get(cursor ? `${path}${join}before=${encodeURIComponent(cursor)}` : path);
    expect(res.status).toBe(200);
    if (expectArrays) expect(Array.isArray(res.json)).toBe(true);
    pages.push(res.json);
    cursor = res.headers.get('next-cursor');
    if (cursor) cursors.push(cursor);
    expect(pages.length).toBeLessThan(maxPages);
  } while (cursor);
  return { pages, cursors, ids: pages.flat().map((item) => item.id) };
}
