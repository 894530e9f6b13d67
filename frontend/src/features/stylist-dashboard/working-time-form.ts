import type { FieldError } from '@beauty/domain/field-errors';
import type {
  DayHoursInput,
  HoursInput,
  TimeOff,
  TimeOffInput,
  WorkingTime,
} from '@beauty/domain/schemas/working-time';
import { workingTimeMessages } from '@beauty/domain/schemas/working-time';
import {
  addDays,
  DEFAULT_FIRST_START,
  DEFAULT_LAST_START,
  daysBetween,
  formatSlot,
  isClockTime,
  localDateOf,
} from '@beauty/domain/slots';
import { MAX_TIME_OFF_DAYS } from '@beauty/domain/stylist-day';
import { localTimeOf } from '@beauty/domain/zoned-time';
// Relative, not '@/': the unit tests (jest) load this file and map only @beauty/*.
import { formatEventDate } from '../../lib/labels';

/**
 * The Schedule tab's two forms, without React: a stylist's weekly hours (seven days, Sunday
 * first, each a day off or a first and last start) and a stretch of time off (whole days or part
 * of one). The domain schema checks the shape; the rules it cannot say (order, not in the past,
 * at most MAX_TIME_OFF_DAYS days) are checked here with the server's words.
 */

/** The domain schema's verdict on a value: [] when it passes. */
export type SchemaCheck = (value: unknown) => FieldError[];

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

// ---------- Weekly hours ----------

export interface DayDraft {
  off: boolean;
  firstStart: string;
  lastStart: string;
}

export type HoursErrors = Partial<Record<`${number}.${'firstStart' | 'lastStart'}` | '_form', string>>;

/** The saved week as the form edits it; a day off keeps the default times ready for turning it on. */
export function hoursDraft(days: WorkingTime['days']): DayDraft[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const day = days[weekday];
    return day
      ? { off: false, firstStart: day.firstStart, lastStart: day.lastStart }
      : { off: true, firstStart: DEFAULT_FIRST_START, lastStart: DEFAULT_LAST_START };
  });
}

/** What PUT /api/stylist/working-time/hours gets. */
export function toHoursInput(drafts: readonly DayDraft[], stylistId?: string): HoursInput {
  const days: DayHoursInput[] = drafts.map((day) =>
    day.off ? null : { firstStart: day.firstStart, lastStart: day.lastStart },
  );
  return stylistId ? { stylistId, days } : { days };
}

/** Whether the form differs from the saved week. */
export function hoursChanged(drafts: readonly DayDraft[], days: WorkingTime['days']): boolean {
  const saved = hoursDraft(days);
  return drafts.some((day, weekday) => {
    const before = saved[weekday];
    if (!before || day.off !== before.off) return true;
    return !day.off && (day.firstStart !== before.firstStart || day.lastStart !== before.lastStart);
  });
}

/**
 * The hours checked: each working day needs two clock times, the last start not before the
 * first, and the whole passes the domain schema. Errors are keyed '3.lastStart' (Wednesday).
 */
export function checkHours(
  drafts: readonly DayDraft[],
  schema: SchemaCheck,
  stylistId?: string,
): { ok: true; input: HoursInput } | { ok: false; errors: HoursErrors } {
  const errors: HoursErrors = {};
  drafts.forEach((day, weekday) => {
    if (day.off) return;
    if (!isClockTime(day.firstStart)) errors[`${weekday}.firstStart`] = workingTimeMessages.clockTime;
    if (!isClockTime(day.lastStart)) errors[`${weekday}.lastStart`] = workingTimeMessages.clockTime;
    else if (isClockTime(day.firstStart) && day.lastStart < day.firstStart)
      errors[`${weekday}.lastStart`] = workingTimeMessages.hoursOrder;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const input = toHoursInput(drafts, stylistId);
  for (const { field, message } of schema(input)) {
    const match = /^days\.(\d)\.(firstStart|lastStart)$/.exec(field);
    const key = match ? (`${match[1]}.${match[2]}` as keyof HoursErrors) : '_form';
    errors[key] ??= message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** Every working day 09:00 to 16:00: what a stylist who has set nothing is booked by. */
export const DEFAULT_HOURS_TEXT = `${formatSlot(DEFAULT_FIRST_START)} to ${formatSlot(DEFAULT_LAST_START)}`;

// ---------- Time off ----------

export type TimeOffLength = 'days' | 'part';

export interface TimeOffDraft {
  length: TimeOffLength;
  /** The first day (whole days), or the day (part of a day). */
  from: string;
  /** The last day, whole days only; empty for just the one. */
  to: string;
  startTime: string;
  endTime: string;
  note: string;
}

export type TimeOffField = 'from' | 'to' | 'startTime' | 'endTime' | 'note';
export type TimeOffErrors = Partial<Record<TimeOffField | '_form', string>>;

export const emptyTimeOff = (): TimeOffDraft => ({
  length: 'days',
  from: '',
  to: '',
  startTime: '',
  endTime: '',
  note: '',
});

export const timeOffInPast = workingTimeMessages.timeOffInPast;

/** What POST /api/stylist/time-off gets. */
export function toTimeOffInput(draft: TimeOffDraft, stylistId?: string): TimeOffInput {
  const note = draft.note.trim();
  return {
    ...(stylistId ? { stylistId } : {}),
    from: draft.from,
    ...(draft.length === 'part'
      ? { startTime: draft.startTime, endTime: draft.endTime }
      : draft.to || draft.from
        ? { to: draft.to || draft.from }
        : {}),
    ...(note ? { note } : {}),
  };
}

/** The time off checked against the schema and the server's rules, with `today` in Pacific time. */
export function checkTimeOff(
  draft: TimeOffDraft,
  today: string,
  schema: SchemaCheck,
  stylistId?: string,
): { ok: true; input: TimeOffInput } | { ok: false; errors: TimeOffErrors } {
  const errors: TimeOffErrors = {};
  const input = toTimeOffInput(draft, stylistId);
  for (const { field, message } of schema(input)) {
    const key = (['from', 'to', 'startTime', 'endTime', 'note'] as const).find((f) => f === field) ?? '_form';
    errors[key] ??= message;
  }
  if (draft.length === 'part') {
    if (!draft.startTime) errors.startTime ??= workingTimeMessages.clockTime;
    if (!draft.endTime) errors.endTime ??= workingTimeMessages.clockTime;
  }
  if (!errors.from && today && draft.from < today) errors.from = timeOffInPast;
  if (draft.length === 'days' && !errors.from && !errors.to && input.to) {
    if (input.to < draft.from) errors.to = workingTimeMessages.timeOffOrder;
    else if (daysBetween(draft.from, input.to) + 1 > MAX_TIME_OFF_DAYS)
      errors.to = workingTimeMessages.timeOffTooLong;
  }
  if (draft.length === 'part' && !errors.startTime && !errors.endTime && draft.endTime <= draft.startTime)
    errors.endTime = workingTimeMessages.timeOffOrder;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

const dayMonth = (isoDate: string) => formatEventDate(isoDate);

/**
 * Time off as the list says it: 'Saturday, June 20, 2026 · All day', 'Saturday, June 20, 2026 –
 * Monday, June 22, 2026 · 3 days', 'Friday, June 19, 2026 · 1:00 PM – 5:00 PM'.
 */
export function describeTimeOff(timeOff: Pick<TimeOff, 'startsAt' | 'endsAt'>): {
  dates: string;
  times: string;
} {
  const starts = new Date(timeOff.startsAt);
  const ends = new Date(timeOff.endsAt);
  const firstDay = localDateOf(starts);
  const startTime = localTimeOf(starts);
  const endTime = localTimeOf(ends);
  if (startTime === '00:00' && endTime === '00:00') {
    const lastDay = addDays(localDateOf(ends), -1);
    const days = daysBetween(firstDay, lastDay) + 1;
    return days <= 1
      ? { dates: dayMonth(firstDay), times: 'All day' }
      : { dates: `${dayMonth(firstDay)} – ${dayMonth(lastDay)}`, times: `${days} days` };
  }
  const lastDay = localDateOf(ends);
  if (lastDay === firstDay) {
    return { dates: dayMonth(firstDay), times: `${formatSlot(startTime)} – ${formatSlot(endTime)}` };
  }
  return {
    dates: `${dayMonth(firstDay)} – ${dayMonth(lastDay)}`,
    times: `${formatSlot(startTime)} to ${formatSlot(endTime)}`,
  };
}
