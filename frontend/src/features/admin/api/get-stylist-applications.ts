import type { StylistApplication } from '@beauty/domain/schemas/stylist-application';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';
import type { ApplicationFilter } from '../application-review';

/**
 * GET /api/admin/stylist-applications[?status=]: applications from /stylist-application, the new
 * ones first, then the others, each newest first, or those of one status alone, newest first;
 * 50 a page ('Show older applications' reads the next, within the same status).
 */
const PATH = '/api/admin/stylist-applications';

/** Every filter's list lives under this key: a status change reads them all again. */
export const adminStylistApplicationsQueryKey = [PATH] as const;

export function adminStylistApplicationsQueryOptions(filter: ApplicationFilter) {
  const path = filter ? `${PATH}?status=${encodeURIComponent(filter)}` : PATH;
  return pagedListOptions<StylistApplication>(adminStylistApplicationsQueryKey, 'before', {
    path,
    key: filter ?? 'all',
  });
}

/** Read only for an admin (`enabled`): anyone else is shown Access Denied without asking. */
export function useAdminStylistApplications({
  enabled,
  filter = null,
}: {
  enabled: boolean;
  filter?: ApplicationFilter;
}) {
  return useInfiniteQuery({ ...adminStylistApplicationsQueryOptions(filter), enabled });
}
