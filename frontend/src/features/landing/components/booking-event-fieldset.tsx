/** Step 3 of the landing booking form: where the event is, who is styled, its date and time, and its kind. */
import { formatSlot } from '@beauty/domain/slots';
import { type Dispatch, lazy, Suspense, useCallback } from 'react';
import {
  EventDateField,
  EventTypeField,
  PartyField,
  ServiceAreaField,
  TimeModeField,
} from '@/components/booking-fields';
import { SelectField } from '@/components/ui/fields';
import { availabilityOf } from '@/lib/availability-queries';
import { type BookingAction, draftSelection } from '../booking-draft';
import { type BookingFieldsetProps, fieldId, textChange, textFields } from './booking-form-fields';

const AvailableTimeField = lazy(() => import('@/components/available-time-field'));

/** Step 3: the event (a time is offered once the date is chosen). */
export function EventFieldset({
  values,
  update,
  dispatch,
  errors,
  today,
}: BookingFieldsetProps & {
  /** The time list's own changes, which leave the time's invalid mark as it is. */
  dispatch: Dispatch<BookingAction>;
  today: string;
}) {
  const onTimeChange = useCallback(
    (value: string) => {
      dispatch({ type: 'setText', field: 'eventTime', value });
    },
    [dispatch],
  );

  const text = textFields({ values, update, errors });

  // Until a date is chosen there is no time to offer, and the code that asks which times can be
  // staffed is not loaded: the landing page's first scripts stay light.
  const timeBeforeDate = (
    <SelectField
      {...text('eventTime')}
      label="Preferred Time"
      name="eventTime"
      hint="Choose a date to see the times we can staff."
    >
      <option value="">Select a time</option>
      {values.eventTime ? <option value={values.eventTime}>{formatSlot(values.eventTime)}</option> : null}
    </SelectField>
  );

  return (
    <fieldset className="form-panel__group">
      <legend className="form-panel__legend booking-form__legend inline gap-3">
        <span className="step-badge ring" aria-hidden="true">
          3
        </span>
        Your Event
      </legend>
      <div className="form-row form-row--3">
        <ServiceAreaField
          id={fieldId('serviceArea')}
          invalid={Boolean(errors.serviceArea)}
          value={values.serviceArea}
          onChange={(value) => update({ type: 'setText', field: 'serviceArea', value })}
        />
        <PartyField idFor={fieldId} optional values={values} dispatch={update} />
        <EventDateField {...text('eventDate')} name="eventDate" today={today} />
      </div>
      <TimeModeField
        idPrefix={fieldId('timeMode')}
        value={values.timeMode}
        onChange={(mode) => update({ type: 'setTimeMode', mode })}
      />
      <div className="form-row form-row--2">
        {values.eventDate ? (
          <Suspense fallback={timeBeforeDate}>
            <AvailableTimeField
              id={fieldId('eventTime')}
              label="Preferred Time"
              invalid={Boolean(errors.eventTime)}
              params={availabilityOf(values, draftSelection(values))}
              today={today}
              value={values.eventTime}
              onChange={onTimeChange}
            />
          </Suspense>
        ) : (
          timeBeforeDate
        )}
        <EventTypeField
          id={fieldId('eventType')}
          name="eventType"
          value={values.eventType}
          onChange={textChange(update, 'eventType')}
        />
      </div>
    </fieldset>
  );
}
