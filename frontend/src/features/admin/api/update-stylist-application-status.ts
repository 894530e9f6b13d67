import type { StylistApplicationStatusUpdate } from '@beauty/domain/schemas/admin';
import { adminStylistApplicationsQueryKey } from './get-stylist-applications';
import { useStatusChange } from './status-change';

/**
 * PUT /api/admin/stylist-applications/{id}/status: reviewed, interviewing, hired or declined, as
 * the application's status machine allows (409 otherwise).
 */
export function useUpdateStylistApplicationStatus() {
  return useStatusChange<StylistApplicationStatusUpdate['status']>(
    '/api/admin/stylist-applications',
    adminStylistApplicationsQueryKey,
  );
}
