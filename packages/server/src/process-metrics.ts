import { collectDefaultMetrics, type Registry } from 'prom-client';

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
