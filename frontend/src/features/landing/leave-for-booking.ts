import type { BookingDraft } from '@beauty/domain/schemas/booking';
import { createContactHandoff } from './api/create-contact-handoff';
import { bookingLoginUrl, bookingPageUrl, contactOf } from './booking-handoff';

/** The longest sign-in waits for the contact hand-off's token (then it opens without her details). */
const HANDOFF_WAIT_MS = 4000;

/**
 * Where a valid landing booking goes. Her name, email and phone go to the server, never into an
 * address (logs would keep them). Signed in, her profile took them, and /book opens (and reads her
profile afresh); otherwise
 * sign-in opens 'Create your account' filled in from the token, once `shown` (the toast's time)
 * has passed. Loaded on submit, so the landing page's first scripts stay light; it imports nothing
 * of the landing page's own chunk.
 */
export async function leaveForBooking(
  contact: { name: string; email: string; phone: string },
  draft: BookingDraft,
  signedIn: boolean,
  shown: Promise<unknown>,
  navigate: (to: string) => void,
): Promise<void> {
  const handoff = createContactHandoff(contactOf(contact));
  if (signedIn) {
    await handoff;
    navigate(bookingPageUrl(draft));
    return;
  }
  const token = await Promise.race([
    handoff,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), HANDOFF_WAIT_MS)),
  ]);
  await shown;
  window.location.assign(bookingLoginUrl(draft, token));
}
