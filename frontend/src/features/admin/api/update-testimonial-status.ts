import type { TestimonialStatusUpdate } from '@beauty/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminTestimonialsQueryKey } from './get-testimonials';
import {
  applyStatusChange,
  type StatusChange,
  type StatusChangeAnswer,
  statusChangeBody,
} from './status-change';

type Status = TestimonialStatusUpdate['status'];

/** The landing page's approved reviews (GET /api/testimonials), refreshed after a decision. */
const publicTestimonialsQueryKey = ['/api/testimonials'] as const;

/** PUT /api/admin/testimonials/{id}/status: approve or reject a pending review; 409 otherwise. */
export async function updateTestimonialStatus(
  change: StatusChange<Status>,
): Promise<StatusChangeAnswer<Status>> {
  const res = await apiRequest(
    'PUT',
    `/api/admin/testimonials/${encodeURIComponent(change.id)}/status`,
    statusChangeBody(change),
  );
  return (await res.json()) as StatusChangeAnswer<Status>;
}

export function useUpdateTestimonialStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonialStatus,
    onSuccess: async (answer) => {
      await applyStatusChange(queryClient, adminTestimonialsQueryKey, answer);
      await queryClient.invalidateQueries({ queryKey: publicTestimonialsQueryKey });
    },
  });
}
