import { type Static, Type } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { CLOCK_TIME_PATTERN } from '../slots';
import { MAX_TIME_OFF_DAYS } from '../stylist-day';
import { nullable, optionalText, strictObject, timestamp, uuid } from './fields';

/** Working time: a stylist's weekly hours and dated time off (Schedule tab, admins for anyone). */

export const workingTimeMessages = {
  hoursOrder: 'The last start must not be before the first start.',
  clockTime: 'Please enter a time as HH:MM.',
  sevenDays: 'Please give the hours of all seven days (Sunday first); null is a day off.',
  timeOffInPast: 'Time off must be today or later.',
  timeOffOrder: 'Time off must end after it starts.',
  timeOffTooLong: `Time off can be at most ${MAX_TIME_OFF_DAYS} days at a time.`,
  timeOffOverlaps:
    'You have appointments during that time. Ask the studio to move them first, or choose other times.',
  notYours: 'You can only change your own working time.',
  hoursSaved: 'Your hours have been saved.',
  timeOffAdded: 'Your time off has been added.',
} as const;

const clock = Type.String({
  pattern: CLOCK_TIME_PATTERN,
  errorMessage: workingTimeMessages.clockTime,
  examples: ['09:00'],
});

/** One weekday: when her work with clients may begin (first to last start), or null for a day off. */
export const dayHours = nullable(
  Type.Object({ firstStart: clock, lastStart: clock }, { additionalProperties: false }),
);
export type DayHoursInput = Static<typeof dayHours>;

/** PUT /api/stylist/working-time/hours: all seven days, Sunday first. */
export const hoursInput = strictObject(
  {
    stylistId: Type.Optional(uuid()),
    days: Type.Array(dayHours, { minItems: 7, maxItems: 7, errorMessage: workingTimeMessages.sevenDays }),
  },
  { $id: 'HoursInput' },
);
export type HoursInput = Static<typeof hoursInput>;

/** POST /api/stylist/time-off: whole days (from-to), or part of a day with start and end times. */
export const timeOffInput = strictObject(
  {
    stylistId: Type.Optional(uuid()),
    from: Type.String({ format: 'date', errorMessage: 'Please choose the first day (YYYY-MM-DD)' }),
    to: Type.Optional(
      Type.String({ format: 'date', errorMessage: 'Please choose the last day (YYYY-MM-DD)' }),
    ),
    startTime: Type.Optional(clock),
    endTime: Type.Optional(clock),
    note: optionalText(LIMITS.shortText),
  },
  { $id: 'TimeOffInput' },
);
export type TimeOffInput = Static<typeof timeOffInput>;

export const timeOff = Type.Object({
  id: uuid(),
  startsAt: timestamp(),
  endsAt: timestamp(),
  note: nullable(Type.String()),
});
export type TimeOff = Static<typeof timeOff>;

/** GET /api/stylist/working-time: the hours as saved (or the spec's default) and upcoming time off. */
export const workingTime = Type.Object({
  stylistId: uuid(),
  stylistName: Type.String(),
  usesDefaultHours: Type.Boolean(),
  days: Type.Array(dayHours),
  timeOff: Type.Array(timeOff),
});
export type WorkingTime = Static<typeof workingTime>;

/** One block on the week view: an appointment (with its travel) or time off. */
export const scheduleBlock = Type.Object({
  kind: Type.Union([Type.Literal('appointment'), Type.Literal('time-off')]),
  id: uuid(),
  bookingId: nullable(uuid()),
  role: nullable(Type.Union([Type.Literal('lead'), Type.Literal('assist')])),
  status: nullable(Type.String()),
  heldFrom: timestamp(),
  heldUntil: timestamp(),
  serviceStart: nullable(timestamp()),
  serviceEnd: nullable(timestamp()),
  title: Type.String(),
  detail: nullable(Type.String()),
});
export type ScheduleBlock = Static<typeof scheduleBlock>;

/**
 * GET /api/stylist/schedule: a week (or up to 31 days) side by side: each stylist's hours per day
 * and blocks, and the active requests whose time nobody holds. A stylist sees her own column.
 */
export const schedule = Type.Object({
  from: Type.String(),
  to: Type.String(),
  stylists: Type.Array(
    Type.Object({
      id: uuid(),
      name: Type.String(),
      days: Type.Array(Type.Object({ date: Type.String(), hours: dayHours })),
      blocks: Type.Array(scheduleBlock),
    }),
  ),
  unstaffed: Type.Array(
    Type.Object({
      bookingId: uuid(),
      clientName: Type.String(),
      eventDate: Type.String(),
      eventTime: Type.String(),
      status: Type.String(),
      title: Type.String(),
    }),
  ),
});
export type Schedule = Static<typeof schedule>;

export const scheduleQuery = strictObject(
  {
    from: Type.String({ format: 'date', errorMessage: 'Please choose the first day (YYYY-MM-DD)' }),
    days: Type.Optional(
      Type.String({ pattern: '^([1-9]|[12][0-9]|3[01])$', errorMessage: 'Between 1 and 31 days' }),
    ),
  },
  { $id: 'ScheduleQuery' },
);
export type ScheduleQuery = Static<typeof scheduleQuery>;

export const workingTimeQuery = strictObject(
  { stylistId: Type.Optional(uuid()) },
  { $id: 'WorkingTimeQuery' },
);
export type WorkingTimeQuery = Static<typeof workingTimeQuery>;
