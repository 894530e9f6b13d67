import type { ContactMessageCreated, ContactMessageInput } from '@beauty/domain/schemas/contact';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact: 201 { id, trackingToken, message }, 400 with field errors, or 429. */
export async function createContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  const res = await apiRequest('POST', '/api/contact', input);
  return (await res.json()) as ContactMessageCreated;
}

export function useCreateContactMessage(
  options: Omit<UseMutationOptions<ContactMessageCreated, Error, ContactMessageInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: createContactMessage, ...options });
}
