/**
 * What the fieldsets of the landing booking form share: the field ids, the fields marked
 * invalid since the last submit, and the handlers that clear those marks as she corrects them.
 */
import type { ChangeEvent, Dispatch } from 'react';
import type { BookingAction, BookingFormValues, BookingTextField } from '../booking-draft';

export type BookingField = keyof BookingFormValues;

/** The booking form's field ids (the tier and package cards fill them in before hydration too). */
export const fieldId = (field: BookingField) => `book-${field}`;

/** What each fieldset gets from the form. */
export interface BookingFieldsetProps {
  values: BookingFormValues;
  dispatch: Dispatch<BookingAction>;
  invalid: ReadonlySet<BookingField>;
  /** Drops the invalid mark of these fields (when any of them has one). */
  clearInvalid: (...fields: BookingField[]) => void;
}

export const invalidProps = (invalid: ReadonlySet<BookingField>, field: BookingField) =>
  invalid.has(field) ? { 'aria-invalid': true as const } : {};

/** A text field's change: the new value, and its invalid mark goes. */
export const textChange =
  (
    { dispatch, clearInvalid }: Pick<BookingFieldsetProps, 'dispatch' | 'clearInvalid'>,
    field: BookingTextField,
  ) =>
  (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    dispatch({ type: 'setText', field, value: event.target.value });
    clearInvalid(field);
  };
