import type { StylistApplication } from '@beauty/domain/schemas/stylist-application';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/admin/stylist-applications: applications from /stylist-application, the new ones
 * first, then the others, each newest first, 50 a page ('Show older applications' reads the next).
 */
export const adminStylistApplicationsQueryKey = ['/api/admin/stylist-applications'] as const;

export const adminStylistApplicationsQueryOptions = pagedListOptions<StylistApplication>(
  adminStylistApplicationsQueryKey,
);

/** Read only for an admin (`enabled`): anyone else is shown Access Denied without asking. */
export function useAdminStylistApplications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...adminStylistApplicationsQueryOptions, enabled });
}
