import type { BusinessSettingsAnswer, BusinessSettingsInput } from '@beauty/domain/schemas/business-settings';
import { apiJson } from '@/lib/api-client';
import { invalidateKeys, useApiMutation } from '@/lib/api-mutation';
import { serviceAreasQueryOptions } from '@/lib/service-areas-queries';
import { siteQueryKey } from '@/lib/site';
import { businessSettingsQueryKey } from './get-business-settings';

/** PUT /api/admin/business-settings: the whole document; answers it again with the new history entry. */
export function updateBusinessSettings(input: BusinessSettingsInput): Promise<BusinessSettingsAnswer> {
  return apiJson<BusinessSettingsAnswer>('PUT', '/api/admin/business-settings', input);
}

/** Saves, then refreshes what the public pages read of the settings (footer, /book, contact card). */
export function useUpdateBusinessSettings() {
  return useApiMutation(updateBusinessSettings, {
    onSuccess: async (queryClient, answer) => {
      queryClient.setQueryData(businessSettingsQueryKey, answer);
      await invalidateKeys(queryClient, siteQueryKey, serviceAreasQueryOptions.queryKey, ['/api/site/legal']);
    },
  });
}
