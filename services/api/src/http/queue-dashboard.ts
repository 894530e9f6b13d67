import { QUEUE_NAMES } from '@beauty/domain/queues';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { Queue } from 'bullmq';
import type Koa from 'koa';
import type { AppDeps } from '../deps';
import { Forbidden, Unauthorized } from '../errors';
import { queueDashboardA11y } from './queue-dashboard-a11y';
import type { SessionUser } from './session';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const isQueueDashboardPath = (path: string) =>
  path === QUEUE_DASHBOARD_PATH || path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);

/**
 * The BullMQ dashboard (bull-board) at /admin/queues, for admins only: queue depths, failed jobs
 * with their errors, and retrying them. Built on first use, so the API starts without Redis.
 * A signed-out browser is sent to sign in and back; anyone else but an admin gets 403.
 */
export function queueDashboard(deps: AppDeps): Koa.Middleware {
  let plugin: Koa.Middleware | null = null;
  // bull-board's UI fails axe on its own; this links our fixes into its pages (see the file).
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
    const user = ctx.state.user as SessionUser | null;
    if (!user) {
      if (ctx.method === 'GET' && ctx.accepts('html') === 'html') {
        ctx.redirect(`/api/login?redirect=${encodeURIComponent(QUEUE_DASHBOARD_PATH)}`);
        return;
      }
      throw new Unauthorized();
    }
    if (user.role !== 'admin') throw new Forbidden();
    plugin ??= build();
    ctx.set('Cache-Control', 'no-store');
    const board = plugin;
    await a11y(ctx, () => board(ctx, next));
  };
}
