import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { businessDate, seedBookingCatalog } from './booking-fixture';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

/**
 * The world of the stylist stats tests: a worker database of its own with the catalog and a
 * running worker. `useStylistStatsWorld` fills these bindings in `beforeAll`; each test file
 * gives its own label.
 */
export let env: WorkerTestEnv;
let runtime: WorkerRuntime | null = null;

export function useStylistStatsWorld(label: string) {
  beforeAll(async () => {
    env = await createWorkerTestEnv(label);
    await seedBookingCatalog(env.db);
    runtime = createWorkerRuntime(env.config(), { logger: env.logger });
    await runtime.start();
  });

  afterAll(async () => {
    await runtime?.stop();
    await env?.close();
  });
}

export function statsOf(stylistId: string) {
  return env
    .db('stylist_stats')
    .where({ stylistId })
    .first(
      'todaysBookings',
      'thisWeekBookings',
      'totalClients',
      'totalBookings',
      'thisMonthRevenueCents',
      'revenueByMonth',
      'computedAt',
    );
}

export const figures = async (stylistId: string) => {
  const row = await statsOf(stylistId);
  if (!row) return null;
  const { computedAt: _computedAt, revenueByMonth: _chart, ...rest } = row;
  return rest;
};

export const thisMonth = () => businessDate(0).slice(0, 7);
