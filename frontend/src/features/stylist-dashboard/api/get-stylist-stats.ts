import type { StylistStats } from '@beauty/domain/schemas/stylist-dashboard';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/stylist/stats: the figures the stats worker recomputes after every booking event
 * (zeros and computedAt null before its first run).
 */
export const stylistStatsQueryKey = ['/api/stylist/stats'] as const;

export const stylistStatsQueryOptions = queryOptions<StylistStats>({ queryKey: stylistStatsQueryKey });

/** How often, and for how long, the figures are asked again after a change. */
export const STATS_POLL_MS = 2000;
// Long enough for a worker behind a queue on a busy machine; the page stops asking once they move on.
export const STATS_POLL_FOR_MS = 120_000;

/**
 * The worker recomputes the figures a moment after a booking changes, so a change made on this
 * screen is followed by polling until computedAt moves on (or STATS_POLL_FOR_MS passes).
 */
interface StatsWatch {
  since: number;
  computedAt: string | null | undefined;
}
let watch: StatsWatch | null = null;

/** Call after a booking change: refresh now and keep asking until the worker has caught up. */
export function refreshStatsAfterChange(queryClient: QueryClient): Promise<void> {
  const current = queryClient.getQueryData<StylistStats>(stylistStatsQueryKey);
  watch = { since: Date.now(), computedAt: current?.computedAt };
  return queryClient.invalidateQueries({ queryKey: stylistStatsQueryKey });
}

/** The polling interval for the current figures, or false once they are fresh. */
export function statsPollInterval(
  data: StylistStats | undefined,
  now: number = Date.now(),
  current: StatsWatch | null = watch,
): number | false {
  if (!current || now - current.since > STATS_POLL_FOR_MS) return false;
  // Moved on, and recomputed after the change: a recompute of an earlier event (newer than the
  // figures this page had, older than the change) leaves the change still to be counted.
  if (
    data &&
    data.computedAt !== null &&
    data.computedAt !== current.computedAt &&
    Date.parse(data.computedAt) >= current.since
  )
    return false;
  return STATS_POLL_MS;
}

export function useStylistStats({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...stylistStatsQueryOptions,
    enabled,
    refetchInterval: (query) => statsPollInterval(query.state.data),
  });
}
