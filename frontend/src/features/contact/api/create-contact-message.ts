import type { ContactMessageCreated, ContactMessageInput } from '@beauty/domain/schemas/contact';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

/** POST /api/contact: 201 { id, trackingToken, message }, 400 with field errors, or 429. */
export function createContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return apiJson<ContactMessageCreated>('POST', '/api/contact', input);
}

export function useCreateContactMessage() {
  return useApiMutation(createContactMessage);
}
