import { lateTimeText } from '@beauty/domain/business-settings';
import { formatSlot } from '@beauty/domain/slots';
import type { ReactNode } from 'react';
import { ChoiceTile } from '@/components/choice-tile';
import { FieldError } from '@/components/ui/form-field';
import { type AvailabilityParams, useAvailability } from '@/lib/availability-queries';
import { availabilityHint, startsWithinWindow, timeAside, useLostTime } from '@/lib/available-times';

export interface TimePickerProps {
  /** Prefix of the radios' ids: `${idPrefix}-06:00`. */
  idPrefix: string;
  name: string;
  legend: string;
  params: AvailabilityParams;
  /** YYYY-MM-DD in the business's zone ('' while unknown). */
  today: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
  /** Shown under the hint when the date has no time left (e.g. the waitlist). */
  whenFull?: ReactNode;
  /**
   * The owner's change window: a chosen time that starts inside it is said to be past changing
   * online once booked ('book') or moved to ('move').
   */
  changeWindow?: { hours: number; action: 'book' | 'move' };
}

/**
 * The times of a date at which the selection can be fully staffed (GET /api/availability), as
 * radio tiles; only those are offered. A chosen time that is no longer offered is let go, with a note.
 */
export function TimePicker({
  idPrefix,
  name,
  legend,
  params,
  today,
  value,
  onChange,
  error,
  whenFull,
  changeWindow,
}: TimePickerProps) {
  const availability = useAvailability(params, today);
  const { times } = availability;
  const lostTime = useLostTime(times, params.date, value, onChange);
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const full = times !== undefined && times.length === 0;
  const chosen = times?.find((time) => time.time === value);
  const late =
    changeWindow && startsWithinWindow(params.date, chosen, changeWindow.hours) ? changeWindow : null;
  return (
    <fieldset
      className="choice-tiles slot-picker"
      aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
      aria-busy={!availability.wait && availability.isPending}
    >
      <legend className="label">{legend}</legend>
      {times && times.length > 0 ? (
        <div className="slot-picker__grid">
          {times.map((time) => (
            <ChoiceTile
              key={time.time}
              id={`${idPrefix}-${time.time}`}
              type="radio"
              name={name}
              value={time.time}
              className="slot-tile slot-tile--open"
              label={formatSlot(time.time)}
              aside={timeAside(time, params.timeMode)}
              checked={value === time.time}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(time.time)}
            />
          ))}
        </div>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
      <p id={hintId} className="fine-print" aria-live="polite">
        {lostTime
          ? `${formatSlot(lostTime)} is no longer available on this date. Please choose another time.`
          : availabilityHint(availability, params.timeMode)}
        {late ? <strong className="slot-picker__late">{lateTimeText(late.hours, late.action)}</strong> : null}
      </p>
      {full && !availability.partyTooLarge ? whenFull : null}
    </fieldset>
  );
}
