import { collectProcessMetrics } from '@beauty/server/process-metrics';
import type { Middleware } from 'koa';
import { Histogram, Registry } from 'prom-client';

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
