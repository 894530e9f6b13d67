import { access } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { startApi, type TestApi } from '../support/api';

/**
 * Stylist profiles (issue 12, point 6): admins create and edit them and give each a photo
 * through the image pipeline; the About section's GET /api/stylists shows the square WebP sizes.
 * The API under test keeps the public cache a real process keeps, so a change that forgot to
 * drop it would show as a stale answer here.
 */
export let s: SubmissionsEnv;
export let api: TestApi;
/** Starts the suite's world before its tests and stops it after them. */
export function useStylistProfiles(label: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label, { worker: true });
    api = await startApi(
      {
        DATABASE_URL: s.env.databaseUrl,
        REDIS_PREFIX: s.env.redisPrefix,
        STORAGE_DRIVER: 'local',
        STORAGE_DIR: s.api.deps.config.storage.dir,
      },
      { publicCache: true },
    );
  });
  afterAll(async () => {
    await api?.close();
    await s?.close();
  });
}

export const VALID = {
  name: 'Ava Brooks',
  title: 'Bridal Hair Artist',
  bio: 'Soft, romantic styles that last from the first look to the last dance.',
  achievements: 'Licensed cosmetologist, 150+ weddings',
  experience: '6 years',
  isActive: true,
  sortOrder: 5,
};

export interface PublicStylist {
  id: string;
  title: string;
  profileImageUrl: string | null;
  profileImageSrcset?: string;
}
export const publicStylists = async () =>
  (await new Client(api.url).get('/api/stylists')).json as PublicStylist[];

export const profileRow = (id: string) => s.db('stylist_profiles').where({ id }).first();

export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The files an upload left in the local storage directory (original and WebP sizes). */
export async function storedFiles(uploadId: string): Promise<string[]> {
  const upload = await s.db('uploads').where({ id: uploadId }).first('storageKey');
  const variants: Array<{ storageKey: string }> = await s
    .db('image_variants')
    .where({ uploadId })
    .select('storageKey');
  return [upload.storageKey, ...variants.map((v) => v.storageKey)].map((key: string) =>
    path.join(s.api.deps.config.storage.dir, key),
  );
}

/** The database's own clock, read now: a change's recorded time falls between a reading before and one after. */
export async function databaseNow(): Promise<Date> {
  const { rows } = await s.db.raw('SELECT clock_timestamp() AS now');
  return new Date(rows[0].now);
}

/**
 * Runs `change` (which answers the profile) and checks what it recorded: the answer's "last
 * changed" names `by.name`, at a time between the database's clock just before and just after,
 * and the profile's row holds that time and `by.changerId`. Answers the change's response.
 */
export async function expectRecordedChange(
  change: () => Promise<{ status: number; json: Record<string, unknown> }>,
  by: { name: string; changerId: string },
) {
  const before = await databaseNow();
  const res = await change();
  const after = await databaseNow();
  expect(res.status).toBeLessThan(300);
  expect(res.json.lastChangedBy).toBe(by.name);
  const at = new Date(res.json.lastChangedAt as string).getTime();
  expect(at).toBeGreaterThanOrEqual(before.getTime());
  expect(at).toBeLessThanOrEqual(after.getTime());
  const row = await profileRow(res.json.id as string);
  expect(row).toMatchObject({ updatedBy: by.changerId });
  expect(row.updatedAt.getTime()).toBe(at);
  return res;
}
