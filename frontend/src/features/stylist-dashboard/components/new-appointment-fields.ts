/**
 * What the fieldsets of 'Create New Appointment' share: the field ids, the fields an action
 * corrects, and the props of a text field wired to the form.
 */
import { correctedFields } from '@/components/booking-fields';
import {
  type AppointmentField,
  type AppointmentFormAction,
  type AppointmentFormValues,
  EMPTY_APPOINTMENT,
} from '../appointment-form';

export type AppointmentErrors = Partial<Record<AppointmentField, string>>;

export const FIELDS = Object.keys(EMPTY_APPOINTMENT) as AppointmentField[];
export const fieldId = (field: AppointmentField) => `new-appointment-${field}`;
export const isField = (field: string): field is AppointmentField => (FIELDS as string[]).includes(field);

/** Which fields an action corrects: those of every booking form, and all of them on a reset. */
export const fieldsOf = (action: AppointmentFormAction): readonly string[] =>
  action.type === 'reset' ? FIELDS : correctedFields(action);

export const REQUIRED_NOTE = '(required)';

/** What each fieldset gets from the dialog. */
export interface AppointmentFieldsetProps {
  values: AppointmentFormValues;
  errors: AppointmentErrors;
  update: (action: AppointmentFormAction) => void;
}

export type AppointmentTextField = Extract<AppointmentFormAction, { type: 'setText' }>['field'];

/** A text field's id, value, message and change handler. */
export const textProps = (
  { values, errors, update }: AppointmentFieldsetProps,
  field: AppointmentTextField,
) => ({
  id: fieldId(field),
  value: values[field],
  error: errors[field],
  onChange: (event: { target: { value: string } }) =>
    update({ type: 'setText', field, value: event.target.value }),
});
