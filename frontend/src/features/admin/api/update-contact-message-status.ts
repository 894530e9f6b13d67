import type { ContactMessageStatusUpdate } from '@beauty/domain/schemas/admin';
import { adminContactMessagesQueryKey } from './get-contact-messages';
import { useStatusChange } from './status-change';

/** PUT /api/admin/contact-messages/{id}/status: read or responded; 409 once responded. */
export function useUpdateContactMessageStatus() {
  return useStatusChange<ContactMessageStatusUpdate['status']>(
    '/api/admin/contact-messages',
    adminContactMessagesQueryKey,
  );
}
