import { hoursInput, timeOffInput, workingTimeMessages } from '@beauty/domain/schemas/working-time';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import {
  checkHours,
  checkTimeOff,
  describeTimeOff,
  emptyTimeOff,
  hoursChanged,
  hoursDraft,
  type SchemaCheck,
  toHoursInput,
} from './working-time-form';

const schemaOf =
  (check: ReturnType<typeof validator>): SchemaCheck =>
  (value) =>
    check(value) ? [] : check.errors();
const hoursSchema = schemaOf(validator(hoursInput));
const timeOffSchema = schemaOf(validator(timeOffInput));

const WEEKDAYS = { firstStart: '09:00', lastStart: '16:00' };
const WEDDING_DAYS = { firstStart: '06:00', lastStart: '16:00' };
const demoWeek = [WEDDING_DAYS, WEEKDAYS, WEEKDAYS, null, WEEKDAYS, WEEKDAYS, WEDDING_DAYS];
const MAYA = '00000000-0000-4000-8000-00000000a002';
const TODAY = '2026-06-17';

describe('weekly hours form', () => {
  it('edits the saved week, a day off keeping the default times ready', () => {
    const drafts = hoursDraft(demoWeek);
    expect(drafts[0]).toEqual({ off: false, firstStart: '06:00', lastStart: '16:00' });
    expect(drafts[3]).toEqual({ off: true, firstStart: '09:00', lastStart: '16:00' });
    expect(toHoursInput(drafts)).toEqual({ days: demoWeek });
    expect(toHoursInput(drafts, MAYA)).toEqual({ stylistId: MAYA, days: demoWeek });
  });

  it('knows when the form differs from what is saved', () => {
    const drafts = hoursDraft(demoWeek);
    expect(hoursChanged(drafts, demoWeek)).toBe(false);
    // Turning a day off on and off again, or editing a day off's hidden times, changes nothing.
    expect(
      hoursChanged(
        drafts.map((d, i) => (i === 3 ? { ...d, firstStart: '07:00' } : d)),
        demoWeek,
      ),
    ).toBe(false);
    expect(
      hoursChanged(
        drafts.map((d, i) => (i === 0 ? { ...d, firstStart: '05:30' } : d)),
        demoWeek,
      ),
    ).toBe(true);
    expect(
      hoursChanged(
        drafts.map((d, i) => (i === 1 ? { ...d, off: true } : d)),
        demoWeek,
      ),
    ).toBe(true);
  });

  it('accepts early starts and sends the domain shape', () => {
    const drafts = hoursDraft(demoWeek).map((d, i) => (i === 6 ? { ...d, firstStart: '05:30' } : d));
    const checked = checkHours(drafts, hoursSchema, MAYA);
    expect(checked).toEqual({
      ok: true,
      input: {
        stylistId: MAYA,
        days: [...demoWeek.slice(0, 6), { firstStart: '05:30', lastStart: '16:00' }],
      },
    });
  });

  it('refuses a last start before the first, and times that are not HH:MM', () => {
    const drafts = hoursDraft(demoWeek).map((d, i) =>
      i === 2 ? { ...d, firstStart: '14:00', lastStart: '10:00' } : i === 4 ? { ...d, firstStart: '' } : d,
    );
    const checked = checkHours(drafts, hoursSchema);
    expect(checked).toEqual({
      ok: false,
      errors: {
        '2.lastStart': workingTimeMessages.hoursOrder,
        '4.firstStart': workingTimeMessages.clockTime,
      },
    });
    // A day off is not checked: its times are not sent.
    const off = hoursDraft(demoWeek).map((d, i) => (i === 3 ? { ...d, firstStart: 'x' } : d));
    expect(checkHours(off, hoursSchema).ok).toBe(true);
  });

  it('allows a single start time (first and last the same)', () => {
    const drafts = hoursDraft(demoWeek).map((d, i) =>
      i === 5 ? { ...d, firstStart: '10:00', lastStart: '10:00' } : d,
    );
    expect(checkHours(drafts, hoursSchema).ok).toBe(true);
  });
});

describe('time off form', () => {
  it('sends whole days, one day when no last day is given', () => {
    const draft = { ...emptyTimeOff(), from: '2026-06-20', note: '  Family wedding ' };
    expect(checkTimeOff(draft, TODAY, timeOffSchema)).toEqual({
      ok: true,
      input: { from: '2026-06-20', to: '2026-06-20', note: 'Family wedding' },
    });
    expect(checkTimeOff({ ...draft, to: '2026-06-22', note: '' }, TODAY, timeOffSchema, MAYA)).toEqual({
      ok: true,
      input: { stylistId: MAYA, from: '2026-06-20', to: '2026-06-22' },
    });
  });

  it('sends part of a day with its start and end', () => {
    const draft = {
      ...emptyTimeOff(),
      length: 'part' as const,
      from: TODAY,
      to: '2026-06-30',
      startTime: '13:00',
      endTime: '15:30',
    };
    expect(checkTimeOff(draft, TODAY, timeOffSchema)).toEqual({
      ok: true,
      input: { from: TODAY, startTime: '13:00', endTime: '15:30' },
    });
  });

  it('needs a day, today or later, and the end after the start', () => {
    expect(checkTimeOff(emptyTimeOff(), TODAY, timeOffSchema)).toEqual({
      ok: false,
      errors: { from: 'Please choose the first day (YYYY-MM-DD)' },
    });
    expect(checkTimeOff({ ...emptyTimeOff(), from: '2026-06-16' }, TODAY, timeOffSchema)).toEqual({
      ok: false,
      errors: { from: 'Time off must be today or later.' },
    });
    expect(
      checkTimeOff({ ...emptyTimeOff(), from: '2026-06-20', to: '2026-06-19' }, TODAY, timeOffSchema),
    ).toEqual({
      ok: false,
      errors: { to: workingTimeMessages.timeOffOrder },
    });
    expect(
      checkTimeOff({ ...emptyTimeOff(), from: '2026-06-20', to: '2026-08-19' }, TODAY, timeOffSchema),
    ).toEqual({
      ok: false,
      errors: { to: workingTimeMessages.timeOffTooLong },
    });
    const part = { ...emptyTimeOff(), length: 'part' as const, from: '2026-06-20' };
    expect(checkTimeOff(part, TODAY, timeOffSchema)).toEqual({
      ok: false,
      errors: { startTime: workingTimeMessages.clockTime, endTime: workingTimeMessages.clockTime },
    });
    expect(checkTimeOff({ ...part, startTime: '15:00', endTime: '15:00' }, TODAY, timeOffSchema)).toEqual({
      ok: false,
      errors: { endTime: workingTimeMessages.timeOffOrder },
    });
  });

  it('says time off in words, Pacific time', () => {
    // Whole days are midnight to midnight in Puyallup (UTC-7 in June).
    expect(
      describeTimeOff({ startsAt: '2026-06-20T07:00:00.000Z', endsAt: '2026-06-21T07:00:00.000Z' }),
    ).toEqual({
      dates: 'Saturday, June 20, 2026',
      times: 'All day',
    });
    expect(
      describeTimeOff({ startsAt: '2026-06-20T07:00:00.000Z', endsAt: '2026-06-23T07:00:00.000Z' }),
    ).toEqual({
      dates: 'Saturday, June 20, 2026 – Monday, June 22, 2026',
      times: '3 days',
    });
    expect(
      describeTimeOff({ startsAt: '2026-06-19T20:00:00.000Z', endsAt: '2026-06-20T00:00:00.000Z' }),
    ).toEqual({
      dates: 'Friday, June 19, 2026',
      times: '1:00 PM – 5:00 PM',
    });
    // Across the end of daylight saving (November 1, 2026): still whole days.
    expect(
      describeTimeOff({ startsAt: '2026-10-31T07:00:00.000Z', endsAt: '2026-11-02T08:00:00.000Z' }),
    ).toEqual({
      dates: 'Saturday, October 31, 2026 – Sunday, November 1, 2026',
      times: '2 days',
    });
  });
});
