/**
 * The messages under /book's fields: which fields the form owns (a server message about any
 * other is not shown under a field) and where focus goes; which ones an action corrects is
 * components/booking-fields' correctedFields.
 */
import type { BookFormField } from './booking-form';
import { bookFieldId } from './components/appointment-details';

export type BookErrors = Partial<Record<BookFormField, string>>;

export const FORM_FIELDS: readonly BookFormField[] = [
  'makeupService',
  'hairService',
  'bridalPackage',
  'addOns',
  'eventType',
  'eventDate',
  'eventTime',
  'timeMode',
  'serviceArea',
  'partySize',
  'location',
  'bridesmaidCount',
  'specialNotes',
  'paymentMethod',
  'paymentHandle',
  'includeConsultation',
];

/** The control to focus for a field: radio groups focus their chosen (or first open) option. */
export function focusField(field: BookFormField) {
  const selectors: Partial<Record<BookFormField, string>> = {
    makeupService: 'input[name="book-makeup"]:checked',
    hairService: 'input[name="book-hair"]:checked',
    bridalPackage: 'input[name="book-bridal"]:checked',
    eventTime: 'input[name="eventTime"]:checked, input[name="eventTime"]',
    paymentMethod: 'input[name="paymentMethod"]:checked, input[name="paymentMethod"]',
  };
  const selector = selectors[field];
  const element = selector
    ? document.querySelector<HTMLElement>(selector)
    : document.getElementById(bookFieldId(field));
  element?.focus();
}
