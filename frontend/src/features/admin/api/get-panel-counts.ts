import type { PanelCounts } from '@beauty/domain/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/admin/panel-counts: the tab badges (new consultation requests, pending reviews, new
 * contact messages), counted on the server, so they are right however few items a tab has read.
 */
export const panelCountsQueryKey = ['/api/admin/panel-counts'] as const;

export const panelCountsQueryOptions = queryOptions<PanelCounts>({ queryKey: panelCountsQueryKey });

export function usePanelCounts() {
  return useQuery(panelCountsQueryOptions);
}
