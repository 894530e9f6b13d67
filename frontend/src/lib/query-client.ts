import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Spec 000 section 9: reads never go stale on their own, never refetch on focus, never poll
 * and never retry; writes never retry. A screen that must poll (status timelines) opts in.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
