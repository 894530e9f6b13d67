import { seedCatalog } from '@beauty/api/db/seed';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { addTeamStylist } from '../support/team';

export let s: SubmissionsEnv;
/** Starts the suite's world before its tests and stops it after them. */
export function useStylistSuite(label: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label, { worker: true });
    await seedCatalog(s.db);
    // The team customers' requests go to (the stylists below book their own clients).
    await addTeamStylist(s.db, { firstName: 'Teamlead' });
  });
  afterAll(() => s?.close());
}

export const appointment = (eventDate: string, extra: Record<string, unknown> = {}) => ({
  clientName: 'Grace Kim Park',
  clientEmail: `grace-${Math.random().toString(36).slice(2, 8)}@example.com`,
  clientPhone: '253-555-0142',
  eventDate,
  eventTime: '11:00',
  serviceArea: 'puyallup',
  eventType: 'wedding',
  makeupService: 'best',
  hairService: 'updo',
  paymentMethod: 'venmo',
  paymentHandle: '@grace',
  specialNotes: 'Sensitive skin',
  ...extra,
});
