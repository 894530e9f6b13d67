import type { SlotAvailability } from '@beauty/domain/schemas/booking';
import { formatSlot, TIME_SLOTS } from '@beauty/domain/slots';
import { useEffect, useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { useAvailability } from '@/lib/availability-queries';
import { isIsoDate } from '@/lib/iso-date';
import { ChoiceTile } from './choice-tile';

type Slot = SlotAvailability['slots'][number];

function slotStatus(slot: Slot | undefined): { text: string; tone: 'open' | 'full' | 'closed' } | null {
  if (!slot) return null;
  if (slot.open) return { text: 'Open', tone: 'open' };
  return slot.remaining <= 0 ? { text: 'Full', tone: 'full' } : { text: 'Unavailable', tone: 'closed' };
}

export interface SlotPickerProps {
  /** Prefix of the radios' ids; the first radio's id is `${idPrefix}-09:00`. */
  idPrefix: string;
  name: string;
  legend: string;
  date: string;
  /** YYYY-MM-DD in the business's zone ('' while unknown). */
  today: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
}

/**
 * The 8 hourly slots of a date, each marked open or full from GET /api/availability; full and
 * started slots cannot be chosen. A chosen slot that turns out to be taken is let go, with a note.
 */
export function SlotPicker({ idPrefix, name, legend, date, today, value, onChange, error }: SlotPickerProps) {
  const availability = useAvailability(date, today);
  // A chosen time that turned out to be taken on this date, named in the hint until another is chosen.
  const [lost, setLost] = useState<{ date: string; time: string } | null>(null);
  const lostSlot = lost && lost.date === date && !value ? lost.time : '';
  const slots = availability.data?.date === date ? availability.data.slots : undefined;
  const wholeDate = isIsoDate(date);
  const pastDate = wholeDate && Boolean(today) && date < today;
  const waiting = !wholeDate || pastDate || availability.isPending;

  useEffect(() => {
    if (!value || !slots) return;
    const slot = slots.find((s) => s.time === value);
    if (slot && !slot.open) {
      setLost({ date, time: value });
      onChange('');
    }
  }, [slots, value, date, onChange]);

  let hint: string;
  if (!wholeDate) hint = 'Choose a date to see which times are open.';
  else if (pastDate) hint = 'Choose today or a later date to see open times.';
  else if (availability.isPending) hint = 'Checking which times are open…';
  else if (availability.isError)
    hint = "We couldn't check the open times just now. Choose a time and we will confirm it.";
  else if (slots && !slots.some((s) => s.open))
    hint = 'Every time on this date is taken. Please try another date.';
  else hint = 'Times are in Pacific time. Each appointment starts on the hour.';

  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      className="slot-picker"
      aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
      aria-busy={wholeDate && !pastDate && availability.isPending}
    >
      <legend className="label">{legend}</legend>
      <div className="slot-picker__grid">
        {TIME_SLOTS.map((time) => {
          const slot = slots?.find((s) => s.time === time);
          const status = slotStatus(slot);
          const disabled = waiting || (slot ? !slot.open : false);
          return (
            <ChoiceTile
              key={time}
              id={`${idPrefix}-${time}`}
              type="radio"
              name={name}
              value={time}
              className={`slot-tile${status ? ` slot-tile--${status.tone}` : ''}`}
              label={formatSlot(time)}
              aside={status?.text}
              checked={value === time}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(time)}
            />
          );
        })}
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
      <p id={hintId} className="field__hint" aria-live="polite">
        {lostSlot
          ? `${formatSlot(lostSlot)} is no longer available on this date. Please choose another time.`
          : hint}
      </p>
    </fieldset>
  );
}
