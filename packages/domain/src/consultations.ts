import { consultationMessages } from './messages/consultation';
import { addDays, formatSlot, todayInBusinessZone, withTimeZoneName } from './slots';
import { zonedInstant } from './zoned-time';

/**
 * The free consultation's calendar rules: how long it lasts (a conversation about the look, by
 * phone, video or in person: 30 minutes), when it starts, and how far ahead staff may set it.
 */
export const CONSULTATION_MINUTES = 30;
/** Staff schedule a consultation at most a year ahead (a typo in the year is caught). */
export const CONSULTATION_MAX_DAYS_AHEAD = 366;

/** Start and end of a consultation set for a wall-clock date and time in America/Los_Angeles. */
export function consultationWindow(scheduledDate: string, scheduledTime: string) {
  const startsAt = zonedInstant(scheduledDate, scheduledTime);
  return { startsAt, endsAt: new Date(startsAt.getTime() + CONSULTATION_MINUTES * 60_000) };
}

/**
 * The hours a consultation may start (Pacific Time): a phone or video call or a meeting at a
 * reasonable hour, so a slip of AM for PM (2:00 AM for 2:00 PM) is caught before she is emailed.
 */
export const CONSULTATION_HOURS = { earliest: '07:00', latest: '21:00' } as const;

export type ConsultationTimeProblem = 'in-the-past' | 'too-far-ahead' | 'outside-hours' | null;

/** Under which field each problem is said, and in which words (the API and the dialog alike). */
export const CONSULTATION_TIME_PROBLEMS: Record<
  Exclude<ConsultationTimeProblem, null>,
  { field: 'scheduledDate' | 'scheduledTime'; message: string }
> = {
  'in-the-past': { field: 'scheduledTime', message: consultationMessages.inThePast },
  'too-far-ahead': { field: 'scheduledDate', message: consultationMessages.tooFarAhead },
  'outside-hours': {
    field: 'scheduledTime',
    message: `Please choose a time ${withTimeZoneName(
      `between ${formatSlot(CONSULTATION_HOURS.earliest)} and ${formatSlot(CONSULTATION_HOURS.latest)}`,
    )}.`,
  },
};

/**
 * Whether staff may set a consultation then: in the future, between CONSULTATION_HOURS, and
 * within CONSULTATION_MAX_DAYS_AHEAD days.
 */
export function consultationTimeProblem(
  scheduledDate: string,
  scheduledTime: string,
  now: Date = new Date(),
): ConsultationTimeProblem {
  const { startsAt } = consultationWindow(scheduledDate, scheduledTime);
  if (startsAt.getTime() <= now.getTime()) return 'in-the-past';
  if (scheduledTime < CONSULTATION_HOURS.earliest || scheduledTime > CONSULTATION_HOURS.latest)
    return 'outside-hours';
  if (scheduledDate > addDays(todayInBusinessZone(now), CONSULTATION_MAX_DAYS_AHEAD)) return 'too-far-ahead';
  return null;
}

/**
 * From when staff may mark a consultation completed: its scheduled start in the business's time
 * zone (one still to come cannot have been held), or null, any time, when it was never given a
 * time (held when staff reached her, by phone).
 */
export function consultationCompletableFrom(consultation: {
  scheduledDate: string | null;
  scheduledTime: string | null;
}): Date | null {
  if (!consultation.scheduledDate) return null;
  return consultationWindow(consultation.scheduledDate, consultation.scheduledTime ?? '00:00').startsAt;
}

/** Whether staff may mark a consultation completed at `now` (see consultationCompletableFrom). */
export function consultationMayBeCompleted(
  consultation: { scheduledDate: string | null; scheduledTime: string | null },
  now: Date = new Date(),
): boolean {
  const from = consultationCompletableFrom(consultation);
  return from === null || from.getTime() <= now.getTime();
}
