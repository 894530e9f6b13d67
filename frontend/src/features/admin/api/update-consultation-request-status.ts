import type { ConsultationRequestStatusUpdate } from '@beauty/domain/schemas/admin';
import { adminConsultationRequestsQueryKey } from './get-consultation-requests';
import { useStatusChange } from './status-change';

/** PUT /api/admin/consultation-requests/{id}/status: contacted, scheduled or completed; 409 if illegal. */
export function useUpdateConsultationRequestStatus() {
  return useStatusChange<ConsultationRequestStatusUpdate['status']>(
    '/api/admin/consultation-requests',
    adminConsultationRequestsQueryKey,
  );
}
