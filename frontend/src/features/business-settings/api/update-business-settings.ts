import type { BusinessSettingsAnswer, BusinessSettingsInput } from '@beauty/domain/schemas/business-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceAreasQueryOptions } from '@/lib/service-areas-queries';
import { siteQueryKey } from '@/lib/site';
import { businessSettingsQueryKey } from './get-business-settings';

/** PUT /api/admin/business-settings: the whole document; answers it again with the new history entry. */
export async function updateBusinessSettings(input: BusinessSettingsInput): Promise<BusinessSettingsAnswer> {
  const res = await apiRequest('PUT', '/api/admin/business-settings', input);
  return (await res.json()) as BusinessSettingsAnswer;
}

/** Saves, then refreshes what the public pages read of the settings (footer, /book, contact card). */
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessSettings,
    onSuccess: async (answer) => {
      queryClient.setQueryData(businessSettingsQueryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: siteQueryKey }),
        queryClient.invalidateQueries({ queryKey: serviceAreasQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/site/legal'] }),
      ]);
    },
  });
}
