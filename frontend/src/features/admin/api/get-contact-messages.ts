import type { ContactMessage } from '@beauty/domain/schemas/contact';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/**
 * GET /api/admin/contact-messages: messages from the contact page, the new ones first, then the
 * others, each newest first, 50 a page ('Show older messages' reads the next).
 */
export const adminContactMessagesQueryKey = ['/api/admin/contact-messages'] as const;

export const adminContactMessagesQueryOptions = pagedListOptions<ContactMessage>(
  adminContactMessagesQueryKey,
);

export function useAdminContactMessages() {
  return useInfiniteQuery(adminContactMessagesQueryOptions);
}
