/**
 * What the fieldsets of the landing booking form share: the field ids, the fields marked
 * invalid since the last submit (kept by the form hook's `useActionErrors`, which takes them away
 * as she corrects them: components/booking-fields' correctedFields).
 */
import type { Dispatch } from 'react';
import type { BookingAction, BookingFormValues } from '../booking-draft';

export type BookingField = keyof BookingFormValues;

/** The fields marked invalid, each with the problem's words (the form shows only the mark). */
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The booking form's field ids (the tier and package cards fill them in before hydration too). */
export const fieldId = (field: BookingField) => `book-${field}`;

/** What each fieldset gets from the form. */
export interface BookingFieldsetProps {
  values: BookingFormValues;
  /** Her changes: the answer, and the invalid marks of the fields it corrects go. */
  update: Dispatch<BookingAction>;
  errors: BookingErrors;
}

export const invalidProps = (errors: BookingErrors, field: BookingField) =>
  errors[field] ? { 'aria-invalid': true as const } : {};

export const focusField = (field: BookingField) => document.getElementById(fieldId(field))?.focus();

type TextField = Extract<BookingAction, { type: 'setText' }>['field'];

/** A text field's change handler. */
export const textChange =
  (update: Dispatch<BookingAction>, field: TextField) => (event: { target: { value: string } }) =>
    update({ type: 'setText', field, value: event.target.value });

/** For a fieldset's text fields: each one's id, invalid mark, value and change handler. */
export const textFields =
  ({ values, update, errors }: BookingFieldsetProps) =>
  (field: TextField) => ({
    id: fieldId(field),
    ...invalidProps(errors, field),
    value: values[field],
    onChange: textChange(update, field),
  });
