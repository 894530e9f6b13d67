import type { ContactMessageCreated, ContactMessageInput } from '@beauty/domain/schemas/contact';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/contact: 201 { id, trackingToken, message }, 400 with field errors, or 429. */
export function createContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return apiJson<ContactMessageCreated>('POST', '/api/contact', input);
}

export function useCreateContactMessage(
  options: Omit<UseMutationOptions<ContactMessageCreated, Error, ContactMessageInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: createContactMessage, ...options });
}
