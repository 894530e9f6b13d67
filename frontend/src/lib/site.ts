import { DEFAULT_BUSINESS_NAME } from '@beauty/domain/business-defaults';
import type { PaymentMethod } from '@beauty/domain/catalog';
import { DEFAULT_DEPOSIT_PERCENTS } from '@beauty/domain/pricing';
import type { SocialNetwork } from '@beauty/domain/schemas/business-settings';
import { CANCELLATION_WINDOW_HOURS } from '@beauty/domain/slots';
import { useQuery } from '@tanstack/react-query';

/** GET /api/site: the business's public details, from Business Settings (edited by admins). */
export interface SiteInfo {
  businessName: string;
  contactEmails: [string, string];
  phone: string | null;
  /** Where to send a deposit, for each method offered (the methods with a handle). */
  paymentHandles: Partial<Record<PaymentMethod, string>>;
  paymentMethods: PaymentMethod[];
  depositPercents: { bridal: number; standard: number };
  /** Customers change a booking online until this many hours before it. */
  cancellationHours: number;
  /** A request holds its date this long for the deposit: the deposit is due by then. */
  depositHoldHours: number;
  /** Only the links that are set, in the footer's order. */
  socialLinks: Array<{ network: SocialNetwork; url: string }>;
  /** Whether the owner wrote a Privacy Policy and Terms of Service (no text: no link). */
  legal: { privacy: boolean; terms: boolean };
}

export const siteQueryKey = ['/api/site'] as const;

/** Shown until (or if) /api/site answers, so the logo never jumps. */
export { DEFAULT_BUSINESS_NAME };

export function useSite() {
  return useQuery<SiteInfo>({ queryKey: siteQueryKey });
}

/** The deposit shares the owner set in Business Settings (the spec's 50% and 30% until it answers). */
export function useDepositPercents(): SiteInfo['depositPercents'] {
  return useSite().data?.depositPercents ?? DEFAULT_DEPOSIT_PERCENTS;
}

/** The change window the owner set in Business Settings (the spec's 48 hours until it answers). */
export function useCancellationHours(): number {
  return useSite().data?.cancellationHours ?? CANCELLATION_WINDOW_HOURS;
}

export function useBusinessName(): string {
  return useSite().data?.businessName ?? DEFAULT_BUSINESS_NAME;
}
