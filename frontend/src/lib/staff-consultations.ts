import type {
  ConsultationScheduleInput,
  ConsultationStatusInput,
  StaffConsultation,
} from '@beauty/domain/schemas/consultation';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';
import { useApiMutation } from './api-mutation';
import { pagedListOptions } from './paged-list';

/**
 * The staff's calls about consultations (Management Panel and Stylist Dashboard both list them,
 * so they live here rather than in either feature).
 */

/**
 * GET /api/staff/consultations: open consultations, those to schedule first, 50 at a time; each
 * page's Next-Cursor asks for the next (?after=), read on demand ('Show more consultations');
 * every page read so far, in order, as one list.
 */
export const staffConsultationsQueryKey = ['/api/staff/consultations'] as const;

export const staffConsultationsQueryOptions = pagedListOptions<StaffConsultation>(
  staffConsultationsQueryKey,
  'after',
);

export function useStaffConsultations() {
  return useInfiniteQuery(staffConsultationsQueryOptions);
}

/** PUT /api/staff/consultations/{id}/schedule: set or move the time; the customer is emailed. */
export function useScheduleConsultation() {
  return useApiMutation(
    ({ id, input }: { id: string; input: ConsultationScheduleInput }) =>
      apiJson<StaffConsultation>('PUT', `/api/staff/consultations/${encodeURIComponent(id)}/schedule`, input),
    { onSuccess: refreshStaffConsultations },
  );
}

/** PATCH /api/staff/consultations/{id}: completed or cancelled (it leaves the open list). */
export function useChangeConsultationStatus() {
  return useApiMutation(
    ({ id, status }: { id: string; status: ConsultationStatusInput['status'] }) =>
      apiJson<StaffConsultation>('PATCH', `/api/staff/consultations/${encodeURIComponent(id)}`, { status }),
    { onSuccess: refreshStaffConsultations },
  );
}

function refreshStaffConsultations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: staffConsultationsQueryKey });
}
