import type {
  ConsultationScheduleInput,
  ConsultationStatusInput,
  StaffConsultation,
} from '@beauty/domain/schemas/consultation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The staff's calls about consultations (Management Panel and Stylist Dashboard both list them,
 * so they live here rather than in either feature).
 */

/** GET /api/staff/consultations: open consultations, those to schedule first. */
export const staffConsultationsQueryKey = ['/api/staff/consultations'] as const;

export const staffConsultationsQueryOptions = queryOptions<StaffConsultation[]>({
  queryKey: staffConsultationsQueryKey,
});

export function useStaffConsultations() {
  return useQuery(staffConsultationsQueryOptions);
}

async function answerOf(res: Response) {
  return (await res.json()) as StaffConsultation;
}

/** PUT /api/staff/consultations/{id}/schedule: set or move the time; the customer is emailed. */
export function useScheduleConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ConsultationScheduleInput }) =>
      answerOf(await apiRequest('PUT', `/api/staff/consultations/${encodeURIComponent(id)}/schedule`, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffConsultationsQueryKey }),
  });
}

/** PATCH /api/staff/consultations/{id}: completed or cancelled (it leaves the open list). */
export function useChangeConsultationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ConsultationStatusInput['status'] }) =>
      answerOf(await apiRequest('PATCH', `/api/staff/consultations/${encodeURIComponent(id)}`, { status })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffConsultationsQueryKey }),
  });
}
