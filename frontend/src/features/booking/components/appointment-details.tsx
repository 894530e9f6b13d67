import { LIMITS } from '@beauty/domain/limits';
import type { ChangeEvent, Dispatch, ReactNode } from 'react';
import { EventLocationField } from '@/components/booking-extra-fields';
import {
  EventDateField,
  EventTypeField,
  PartyField,
  ServiceAreaField,
  TimeModeField,
} from '@/components/booking-fields';
import { TextareaField } from '@/components/ui/fields';
import { availabilityOf } from '@/lib/availability-queries';
import { useCancellationHours } from '@/lib/site';
import {
  type BookFormAction,
  type BookFormField,
  type BookFormValues,
  type BookTextField,
  selectionOf,
} from '../booking-form';
import { FormCard } from './form-card';
import { TimePicker } from './time-picker';

export const bookFieldId = (field: BookFormField) => `book-${field}`;

/** What each step of /book gets from the form. */
export interface BookFormProps {
  values: BookFormValues;
  dispatch: Dispatch<BookFormAction>;
  errors: Partial<Record<BookFormField, string>>;
}

/** For a step's text fields: each one's id, message, value and change handler. */
export const bookTextFields =
  ({ values, dispatch, errors }: BookFormProps) =>
  (field: BookTextField) => ({
    id: bookFieldId(field),
    error: errors[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'setText', field, value: event.target.value }),
  });

/**
 * Step 2: the event, where it is, its date and a time that can be staffed (when styling starts
 * or when everyone is ready), the party, and anything the team should know.
 */
export function AppointmentDetails({
  values,
  dispatch,
  today,
  errors,
  onTimeChange,
  whenFull,
}: BookFormProps & {
  today: string;
  onTimeChange: (time: string) => void;
  /** Under the times when the date has none left: the waitlist. */
  whenFull?: ReactNode;
}) {
  const text = bookTextFields({ values, dispatch, errors });
  // The window the owner set in Business Settings (the booking's changeableUntil follows it).
  const cancellationHours = useCancellationHours();

  return (
    <FormCard
      step={2}
      id="book-appointment"
      title="Appointment Details"
      description="Tell us where and when, and choose one of the times our stylists can be there."
    >
      <div className="form-row form-row--2">
        <ServiceAreaField
          id={bookFieldId('serviceArea')}
          value={values.serviceArea}
          error={errors.serviceArea}
          onChange={(area) => dispatch({ type: 'setText', field: 'serviceArea', value: area })}
        />
        <PartyField idFor={bookFieldId} values={values} dispatch={dispatch} errors={errors} />
      </div>
      <div className="form-row form-row--2">
        <EventTypeField
          id={bookFieldId('eventType')}
          name="eventType"
          value={values.eventType}
          onChange={text('eventType').onChange}
        />
        <EventDateField {...text('eventDate')} name="eventDate" today={today} />
      </div>
      <TimeModeField
        idPrefix={bookFieldId('timeMode')}
        value={values.timeMode}
        onChange={(mode) => dispatch({ type: 'setTimeMode', mode })}
      />
      <TimePicker
        idPrefix={bookFieldId('eventTime')}
        name="eventTime"
        legend="Appointment Time"
        params={availabilityOf(values, selectionOf(values))}
        today={today}
        value={values.eventTime}
        error={errors.eventTime}
        onChange={onTimeChange}
        whenFull={whenFull}
        changeWindow={{ hours: cancellationHours, action: 'book' }}
      />
      <EventLocationField {...text('location')} />
      <TextareaField
        {...text('specialNotes')}
        label="Special Notes"
        labelNote="(optional)"
        name="specialNotes"
        rows={4}
        maxLength={LIMITS.notes}
        placeholder="Timeline, number of people, looks you love, allergies…"
      />
    </FormCard>
  );
}
