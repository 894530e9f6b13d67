import { processUp, readiness } from '@beauty/domain/schemas/answers';
import { safeEqual } from '@beauty/server/tokens';
import { NotFound, Unauthorized } from '../../errors';
import { answer, defineRoute, type RouteSpec } from '../../http/routes';
import { pingDatabase } from './health.repository';

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/healthz',
    role: 'public',
    summary: 'Process is up',
    response: processUp,
    handler: () => ({ status: 'ok' as const }),
  }),
  defineRoute({
    method: 'GET',
    path: '/readyz',
    role: 'public',
    summary: 'Database and Redis are reachable',
    response: { 200: readiness, 503: readiness },
    handler: async ({ deps }) => {
      const check = async (fn: () => Promise<unknown>) => {
        try {
          await withTimeout(fn(), 1500);
          return 'ok';
        } catch {
          return 'unavailable';
        }
      };
      const [database, redis] = await Promise.all([
        check(() => pingDatabase(deps.knex)),
        check(() => deps.redis.ping()),
      ]);
      const ready = database === 'ok' && redis === 'ok';
      return answer(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', database, redis });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/metrics',
    role: 'public',
    summary: 'Prometheus metrics',
    response: { 200: { description: 'Prometheus text format', contentType: 'text/plain' } },
    errors: [401, 404],
    handler: async ({ ctx, deps }) => {
      if (!deps.config.metricsServed) throw new NotFound();
      const token = deps.config.metricsToken;
      if (token && !safeEqual(ctx.get('authorization'), `Bearer ${token}`)) throw new Unauthorized();
      ctx.type = deps.metrics.registry.contentType;
      return deps.metrics.registry.metrics();
    },
  }),
];
