import type { BusinessSettingsAnswer } from '@beauty/domain/schemas/business-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/business-settings: the whole document and its recent changes (admin). */
export const businessSettingsQueryKey = ['/api/admin/business-settings'] as const;

export const businessSettingsQueryOptions = queryOptions<BusinessSettingsAnswer>({
  queryKey: businessSettingsQueryKey,
});

export function useBusinessSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessSettingsQueryOptions, enabled });
}
