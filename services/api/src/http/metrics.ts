import type { Middleware } from 'koa';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * prom-client's default figures include three gauges named `*_total` (a sum over the per-type
 * gauges beside them); Prometheus names only counters `_total`, so they are left out.
 */
const DEFAULT_GAUGES_NAMED_TOTAL = [
  'nodejs_active_resources_total',
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
];

/**
 * One naming scheme for both services (README, Operations): every metric is prefixed
 * `beauty_<service>_` (`beauty_api_`, `beauty_worker_`), default process figures included; no
 * label is named `job` or `instance` (Prometheus sets those on scrape and would rename ours);
 * counters end in `_total`, gauges never do.
 */
export function collectProcessMetrics(registry: Registry, prefix: string): void {
  collectDefaultMetrics({ register: registry, prefix });
  for (const name of DEFAULT_GAUGES_NAMED_TOTAL) registry.removeSingleMetric(`${prefix}${name}`);
}

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  middleware(): Middleware;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectProcessMetrics(registry, 'beauty_api_');
  const httpDuration = new Histogram({
    name: 'beauty_api_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    middleware() {
      return async (ctx, next) => {
        const end = httpDuration.startTimer();
        try {
          await next();
        } finally {
          // Label by the matched route pattern, never the raw path (bounded cardinality).
          const route =
            (ctx as { _matchedRoute?: string })._matchedRoute ??
            (ctx.path.startsWith('/api') ? 'unmatched' : 'static');
          end({ method: ctx.method, route, status: String(ctx.status) });
        }
      };
    },
  };
}
