import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as browserQueryClient } from '@/lib/query-client';

/** The app's data layer. The build-time prerender passes its own client, seeded with the catalog. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? browserQueryClient}>{children}</QueryClientProvider>;
}
