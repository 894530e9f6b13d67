import { bookingMessages } from '@beauty/domain/messages';
import type { AvailableTime } from '@beauty/domain/schemas/availability';
import { formatSlot } from '@beauty/domain/slots';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { useEffect, useState } from 'react';
import type { AvailabilityWait, useAvailability } from './availability-queries';

/** What a time means beside its label: how many stylists come, and when they start or finish. */
export function timeAside(time: AvailableTime, mode: TimeMode): string {
  const team = time.stylists > 1 ? `${time.stylists} stylists · ` : '';
  return mode === 'ready-by'
    ? `${team}from ${formatSlot(time.startsAt)}`
    : `${team}ready ${formatSlot(time.readyAt)}`;
}

const WAIT_HINTS: Record<Exclude<AvailabilityWait, null>, string> = {
  date: 'Choose a date to see the times we can staff.',
  'past-date': 'Choose today or a later date to see open times.',
  services: 'Choose your services to see the times we can staff.',
  area: 'Choose where your event is to see the times we can staff.',
};

/**
 * Does an offered time start within the change window (so it could not be changed online once
 * taken)? `startsAt` is when styling starts on `date` ('HH:MM', Pacific), as the API offers it.
 */
export function startsWithinWindow(
  date: string,
  time: Pick<AvailableTime, 'startsAt'> | undefined,
  hours: number,
  now: Date = new Date(),
): boolean {
  if (!time || hours <= 0) return false;
  return appointmentStartsAt(date, time.startsAt).getTime() - now.getTime() < hours * 3_600_000;
}

/** Why no date has a time for a party larger than the team (no waitlist can help). */
export const PARTY_TOO_LARGE_HINT = bookingMessages.partyTooLarge;

type AvailabilityState = Pick<
  ReturnType<typeof useAvailability>,
  'wait' | 'isPending' | 'isError' | 'times' | 'partyTooLarge'
>;

/** The hint under a list of times: why none shows yet, or what the times mean. */
export function availabilityHint(availability: AvailabilityState, mode: TimeMode): string {
  if (availability.wait) return WAIT_HINTS[availability.wait];
  if (availability.isPending) return 'Checking which times we can staff…';
  if (availability.isError) return "We couldn't check the open times just now. Please try again in a moment.";
  if (availability.times && availability.times.length === 0)
    return availability.partyTooLarge
      ? PARTY_TOO_LARGE_HINT
      : 'Every time on this date is taken. Please try another date.';
  return mode === 'ready-by'
    ? 'Pacific time: when everyone is ready. Each time shows when styling starts.'
    : 'Pacific time: when styling starts. Each time shows when everyone is ready.';
}

/**
 * Keeps a chosen time only while the date still offers it: one that is no longer offered is let
 * go, and named until another is chosen.
 */
export function useLostTime(
  times: readonly AvailableTime[] | undefined,
  date: string,
  value: string,
  onChange: (time: string) => void,
): string {
  const [lost, setLost] = useState<{ date: string; time: string } | null>(null);
  useEffect(() => {
    if (!value || !times) return;
    if (!times.some((t) => t.time === value)) {
      setLost({ date, time: value });
      onChange('');
    }
  }, [times, value, date, onChange]);
  return lost && lost.date === date && !value ? lost.time : '';
}
