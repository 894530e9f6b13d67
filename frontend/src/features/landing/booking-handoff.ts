import type { BookingDraft } from '@beauty/domain/schemas/booking';
import type { ContactHandoffInput } from '@beauty/domain/schemas/user';

// Where a ready landing booking goes, and what of it goes by the server rather than in an address.
// Used only once she submits (leave-for-booking), so none of it weighs on the landing page's first scripts.

/** The contact details typed on the form, as the hand-off to sign-in takes them. */
export function contactOf(values: { name: string; email: string; phone: string }): ContactHandoffInput {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
}

/**
 * Sign-in, then /book with the selections (spec 000 section 7). It opens 'Create your account'
 * whoever she is (the page never tells whether an email has an account), her details filled in
 * from the hand-off token; the address carries none of them.
 */
export function bookingLoginUrl(draft: BookingDraft, handoff: string | null = null): string {
  const handoffParam = handoff ? `&handoff=${encodeURIComponent(handoff)}` : '';
  return `/api/login?view=register&redirect=/book&data=${encodeURIComponent(JSON.stringify(draft))}${handoffParam}`;
}

/** Where a ready booking goes when she is signed in already: /book with the selections. */
export function bookingPageUrl(draft: BookingDraft): string {
  return `/book?data=${encodeURIComponent(JSON.stringify(draft))}`;
}
