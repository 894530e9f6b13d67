import type { StylistApplicationInput } from '@beauty/domain/schemas/stylist-application';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface StylistApplicationCreated {
  id: string;
  message: string;
}

/** POST /api/stylist-applications: 201 { id, message }, 400 with field errors, or 429. */
export async function createStylistApplication(
  input: StylistApplicationInput,
): Promise<StylistApplicationCreated> {
  const res = await apiRequest('POST', '/api/stylist-applications', input);
  return (await res.json()) as StylistApplicationCreated;
}

export function useCreateStylistApplication(
  options: Omit<
    UseMutationOptions<StylistApplicationCreated, Error, StylistApplicationInput>,
    'mutationFn'
  > = {},
) {
  return useMutation({ mutationFn: createStylistApplication, ...options });
}
