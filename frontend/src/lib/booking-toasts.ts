import { bookingMessages, toasts } from '@beauty/domain/messages';

/**
 * The toasts the landing page's booking form and /book (and a booking's changes) show alike.
 * Kept here, apart from both forms, so the landing chunk reads them without /book's module.
 */

export const pastDateToast = { title: 'Check Your Date', description: bookingMessages.dateInPast } as const;

export const serviceAreaToast = {
  title: toasts.missingInformation.title,
  description: bookingMessages.serviceAreaRequired,
} as const;
