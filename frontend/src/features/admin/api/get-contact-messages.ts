import type { ContactMessage } from '@beauty/domain/schemas/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/contact-messages: every message from the contact page, newest first. */
export const adminContactMessagesQueryKey = ['/api/admin/contact-messages'] as const;

export const adminContactMessagesQueryOptions = queryOptions<ContactMessage[]>({
  queryKey: adminContactMessagesQueryKey,
});

export function useAdminContactMessages() {
  return useQuery(adminContactMessagesQueryOptions);
}
