import type { StylistApplicationInput } from '@beauty/domain/schemas/stylist-application';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

export interface StylistApplicationCreated {
  id: string;
  message: string;
}

/** POST /api/stylist-applications: 201 { id, message }, 400 with field errors, or 429. */
export function createStylistApplication(input: StylistApplicationInput): Promise<StylistApplicationCreated> {
  return apiJson<StylistApplicationCreated>('POST', '/api/stylist-applications', input);
}

export function useCreateStylistApplication() {
  return useApiMutation(createStylistApplication);
}
