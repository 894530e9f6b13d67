import { addDays, todayInBusinessZone } from './slots';
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

export type ConsultationTimeProblem = 'in-the-past' | 'too-far-ahead' | null;

/** Whether staff may set a consultation then: in the future, and within CONSULTATION_MAX_DAYS_AHEAD days. */
export function consultationTimeProblem(
  scheduledDate: string,
  scheduledTime: string,
  now: Date = new Date(),
): ConsultationTimeProblem {
  const { startsAt } = consultationWindow(scheduledDate, scheduledTime);
  if (startsAt.getTime() <= now.getTime()) return 'in-the-past';
  if (scheduledDate > addDays(todayInBusinessZone(now), CONSULTATION_MAX_DAYS_AHEAD)) return 'too-far-ahead';
  return null;
}
