import type { ConsultationRequestInput } from '@beauty/domain/schemas/consultation-request';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

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

export function useCreateConsultationRequest() {
  return useApiMutation(createConsultationRequest);
}
