import { QUEUE_NAMES } from '@beauty/domain/queues';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { Queue } from 'bullmq';
import type Koa from 'koa';
import type { AppDeps } from '../deps';
import { refusePage } from './page-refusal';
import { queueDashboardA11y } from './queue-dashboard-a11y';
import type { SessionUser } from './session';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const isQueueDashboardPath = (path: string) =>
  path === QUEUE_DASHBOARD_PATH || path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);

/**
 * The BullMQ dashboard (bull-board) at /admin/queues, for admins only: queue depths, failed jobs
 * with their errors, and retrying them. Built on first use, so the API starts without Redis.
 * Anyone else is refused before bull-board sees the request, as the server's other pages behind
 * a role refuse (page-refusal.ts): a browser is sent to sign in or shown Access Denied, bull-board's
 * own calls, other clients and writes get the JSON 401 or 403.
 */
export function queueDashboard(deps: AppDeps): Koa.Middleware {
  let plugin: Koa.Middleware | null = null;
  // bull-board's UI fails axe on its own and has no way back to the site: this links our fixes
  // and a "Back to Admin" link into its pages (queue-dashboard-a11y.ts, queue-dashboard-back-link.ts).
  const a11y = queueDashboardA11y(QUEUE_DASHBOARD_PATH);
  const build = () => {
    const serverAdapter = new KoaAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: QUEUE_NAMES.map(
        (name) =>
          new BullMQAdapter(new Queue(name, { connection: deps.redis, prefix: deps.config.redisPrefix })),
      ),
      serverAdapter,
      options: { uiConfig: { boardTitle: `${deps.config.businessName} jobs` } },
    });
    return serverAdapter.registerPlugin() as unknown as Koa.Middleware;
  };
  return async (ctx, next) => {
    if (!isQueueDashboardPath(ctx.path)) return next();
    // Every answer here depends on who asks: the dashboard, a refusal, a redirect to sign in.
    ctx.set('Cache-Control', 'no-store');
    const user = ctx.state.user as SessionUser | null;
    if (user?.role !== 'admin') return refusePage(ctx, deps);
    plugin ??= build();
    const board = plugin;
    await a11y(ctx, () => board(ctx, next));
  };
}
