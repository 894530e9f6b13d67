import { formatSlot } from '@beauty/domain/slots';
import { SelectField } from '@/components/ui/fields';
import { type AvailabilityParams, useAvailability } from '@/lib/availability-queries';
import { availabilityHint, timeAside, useLostTime } from '@/lib/available-times';
import { type FieldBase, fieldBaseProps } from './booking-fields';

/**
 * A select of the times of a date that can be fully staffed: only those are offered, and a
 * chosen time that is no longer offered is let go, with a note.
 */
export function AvailableTimeField({
  label,
  params,
  today,
  value,
  onChange,
  enabled = true,
  ...field
}: FieldBase & {
  label: string;
  params: AvailabilityParams;
  today: string;
  value: string;
  onChange: (time: string) => void;
  /** False while the form is closed: nothing is asked. */
  enabled?: boolean;
}) {
  const availability = useAvailability(params, today, enabled);
  const { times } = availability;
  const lostTime = useLostTime(times, params.date, value, onChange);
  return (
    <SelectField
      {...fieldBaseProps(field)}
      label={label}
      name="eventTime"
      hint={
        lostTime
          ? `${formatSlot(lostTime)} is no longer available on this date. Please choose another time.`
          : availabilityHint(availability, params.timeMode)
      }
      aria-busy={!availability.wait && availability.isPending}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{times && times.length === 0 ? 'No time left on this date' : 'Select a time'}</option>
      {value && !times ? <option value={value}>{formatSlot(value)} (to be checked)</option> : null}
      {(times ?? []).map((time) => (
        <option key={time.time} value={time.time}>
          {formatSlot(time.time)} ({timeAside(time, params.timeMode)})
        </option>
      ))}
    </SelectField>
  );
}

/** For React.lazy: the landing page loads it once a date is chosen. */
export default AvailableTimeField;
