import type { ConsultationRequestInput } from '@beauty/domain/schemas/consultation-request';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** 201 answer of POST /api/consultation-requests; `message` feeds the success toast. */
export interface ConsultationRequestCreated {
  id: string;
  trackingToken: string;
  message?: string;
}

/** POST /api/consultation-requests: 201, 400 with field errors, or 429. */
export async function createConsultationRequest(
  input: ConsultationRequestInput,
): Promise<ConsultationRequestCreated> {
  const res = await apiRequest('POST', '/api/consultation-requests', input);
  return (await res.json()) as ConsultationRequestCreated;
}

export function useCreateConsultationRequest(
  options: Omit<
    UseMutationOptions<ConsultationRequestCreated, Error, ConsultationRequestInput>,
    'mutationFn'
  > = {},
) {
  return useMutation({ mutationFn: createConsultationRequest, ...options });
}
