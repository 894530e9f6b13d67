import { useQuery } from '@tanstack/react-query';

/** GET /api/site: the business's public details, configured on the server. */
export interface SiteInfo {
  businessName: string;
  contactEmails: [string, string];
  phone: string | null;
}

export const siteQueryKey = ['/api/site'] as const;

/** Shown until (or if) /api/site answers, so the logo never jumps. */
export const DEFAULT_BUSINESS_NAME = 'Bridal Beauty South Sound';

export function useSite() {
  return useQuery<SiteInfo>({ queryKey: siteQueryKey });
}

export function useBusinessName(): string {
  return useSite().data?.businessName ?? DEFAULT_BUSINESS_NAME;
}
