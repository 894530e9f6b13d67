import type {
  ConsultationScheduleInput,
  ConsultationStatusInput,
  StaffConsultation,
} from '@beauty/domain/schemas/consultation';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { fetchListPage, type ListPage, pageUrl } from './paged-list';

/**
 * The staff's calls about consultations (Management Panel and Stylist Dashboard both list them,
 * so they live here rather than in either feature).
 */

/**
 * GET /api/staff/consultations: open consultations, those to schedule first, 50 at a time; each
 * page's Next-Cursor asks for the next (?after=), read on demand ('Show more consultations').
 */
export const staffConsultationsQueryKey = ['/api/staff/consultations'] as const;

export const staffConsultationsQueryOptions = infiniteQueryOptions({
  queryKey: staffConsultationsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    fetchListPage<StaffConsultation>(pageUrl(staffConsultationsQueryKey[0], 'after', pageParam), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage<StaffConsultation>) => last.nextCursor,
  // Every page read so far, in order, as one list.
  select: (data: InfiniteData<ListPage<StaffConsultation>, string | null>) =>
    data.pages.flatMap((page) => page.items),
});

export function useStaffConsultations() {
  return useInfiniteQuery(staffConsultationsQueryOptions);
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
