import { randomUUID } from 'node:crypto';
import { seedCatalog } from '@beauty/api/db/seed';
import type { Knex } from 'knex';
import { signedInAs } from '../backoffice/staff-support';
import { newCustomer } from '../bookings/booking-support';
import { startApi, type TestApi } from '../support/api';
import { suiteDatabase } from '../support/suite-database';
import { addTeamStylist } from '../support/team';

/**
 * A database of the suite's own (migrated, catalog and areas seeded, no team), so a test can
 * count on exactly the stylists it adds: nobody else's team or bookings share its calendar.
 */
export interface StaffingWorld {
  api: TestApi;
  db: Knex;
  databaseUrl: string;
  addStylist: typeof addTeamStylist extends (k: Knex, ...rest: infer R) => infer T
    ? (...rest: R) => T
    : never;
  customer: (firstName?: string) => ReturnType<typeof newCustomer>;
  staff: (role: 'stylist' | 'admin', firstName?: string) => ReturnType<typeof signedInAs>;
  close(): Promise<void>;
}

export async function startStaffingWorld(
  label: string,
  options: { publicCache?: boolean; env?: Record<string, string> } = {},
): Promise<StaffingWorld> {
  const own = await suiteDatabase(`st_${label}_${randomUUID().slice(0, 6)}`);
  const { db, databaseUrl } = own;
  await seedCatalog(db);
  const api = await startApi(
    { DATABASE_URL: databaseUrl, REDIS_PREFIX: own.redisPrefix, ...options.env },
    { publicCache: options.publicCache },
  );
  return {
    api,
    db,
    databaseUrl,
    addStylist: (...args) => addTeamStylist(db, ...args),
    customer: (firstName) => newCustomer(api, firstName),
    staff: (role, firstName) => signedInAs(api.url, db, role, firstName),
    async close() {
      await api.close();
      await own.close();
    },
  };
}

/** Pairs of active blocks of one stylist that overlap: what the constraint must never allow. */
export async function overlappingBlocks(
  db: Knex,
): Promise<Array<{ stylistId: string; a: string; b: string }>> {
  const { rows } = await db.raw(`
    SELECT x.stylist_id, x.id AS a, y.id AS b
    FROM stylist_blocks x JOIN stylist_blocks y
      ON x.stylist_id = y.stylist_id AND x.id < y.id AND x.held && y.held
    WHERE x.active AND y.active`);
  return rows.map((r: { stylist_id: string; a: string; b: string }) => ({
    stylistId: r.stylist_id,
    a: r.a,
    b: r.b,
  }));
}
