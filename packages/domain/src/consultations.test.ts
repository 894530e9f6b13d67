import {
  CONSULTATION_MINUTES,
  CONSULTATION_TIME_PROBLEMS,
  consultationMayBeCompleted,
  consultationTimeProblem,
  consultationWindow,
} from './consultations';

describe('consultation times', () => {
  // 2026-11-25 10:00 in Puyallup (PST, UTC-8).
  const now = new Date('2026-11-25T18:00:00Z');

  it('lasts 30 minutes from its wall-clock start in America/Los_Angeles', () => {
    const { startsAt, endsAt } = consultationWindow('2026-12-01', '15:30');
    expect(startsAt.toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(endsAt.getTime() - startsAt.getTime()).toBe(CONSULTATION_MINUTES * 60_000);
    // Summer time: UTC-7.
    expect(consultationWindow('2027-07-01', '09:00').startsAt.toISOString()).toBe('2027-07-01T16:00:00.000Z');
  });

  it('refuses a start already passed in the business time zone, and one more than a year ahead', () => {
    expect(consultationTimeProblem('2026-11-25', '09:59', now)).toBe('in-the-past');
    expect(consultationTimeProblem('2026-11-25', '10:00', now)).toBe('in-the-past');
    expect(consultationTimeProblem('2026-11-25', '10:15', now)).toBeNull();
    expect(consultationTimeProblem('2026-11-24', '23:00', now)).toBe('in-the-past');
    expect(consultationTimeProblem('2027-11-26', '10:00', now)).toBeNull();
    expect(consultationTimeProblem('2027-11-27', '10:00', now)).toBe('too-far-ahead');
  });

  it('refuses a start outside 7:00 AM to 9:00 PM (a slip of AM for PM), and says so under the time', () => {
    expect(consultationTimeProblem('2026-12-16', '02:00', now)).toBe('outside-hours');
    expect(consultationTimeProblem('2026-12-16', '06:45', now)).toBe('outside-hours');
    expect(consultationTimeProblem('2026-12-16', '07:00', now)).toBeNull();
    expect(consultationTimeProblem('2026-12-16', '21:00', now)).toBeNull();
    expect(consultationTimeProblem('2026-12-16', '21:15', now)).toBe('outside-hours');
    expect(CONSULTATION_TIME_PROBLEMS['outside-hours']).toEqual({
      field: 'scheduledTime',
      message: 'Please choose a time between 7:00 AM and 9:00 PM (Pacific Time).',
    });
  });

  it('may be marked completed once its start has come in Pacific Time, or any time without one', () => {
    const at = (scheduledDate: string, scheduledTime: string) =>
      consultationMayBeCompleted({ scheduledDate, scheduledTime }, now);
    expect(at('2026-11-25', '09:30')).toBe(true);
    expect(at('2026-11-25', '10:00')).toBe(true);
    expect(at('2026-11-25', '10:15')).toBe(false);
    expect(at('2026-12-01', '09:00')).toBe(false);
    // 10:00 UTC is still 2:00 AM in Puyallup: a consultation at 9:00 that day has not begun.
    expect(
      consultationMayBeCompleted(
        { scheduledDate: '2026-11-25', scheduledTime: '09:00' },
        new Date('2026-11-25T10:00:00Z'),
      ),
    ).toBe(false);
    // Never given a time (held by phone when staff reached her).
    expect(consultationMayBeCompleted({ scheduledDate: null, scheduledTime: null }, now)).toBe(true);
  });
});
