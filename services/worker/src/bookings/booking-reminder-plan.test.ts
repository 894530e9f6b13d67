import { bookingReminderJobId, planReminder, reminderDueKey } from './booking-reminder-plan';

// 2026-12-05 10:00 in Los Angeles (PST) is 18:00 UTC; the reminder is due 24 hours before.
const booking = { status: 'pending', eventDate: '2026-12-05', eventTime: '10:00' };
const startsAt = new Date('2026-12-05T18:00:00Z');
const dueAt = new Date('2026-12-04T18:00:00Z');
const hours = (n: number) => n * 3_600_000;

describe('planReminder', () => {
  it('schedules the reminder 24 hours before the start, with the delay from now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(planReminder(booking, now, now)).toEqual({
      send: true,
      startsAt,
      sendAt: dueAt,
      delayMs: dueAt.getTime() - now.getTime(),
    });
    expect(planReminder({ ...booking, status: 'confirmed' }, now, now)).toMatchObject({ send: true });
  });

  it('is 24 real hours before, across a daylight saving change too', () => {
    // Sunday 2027-03-14 09:00 PDT (clocks went forward that night) is 16:00 UTC; the reminder
    // goes 24 hours earlier, at 08:00 PST on the Saturday.
    const now = new Date('2027-03-01T00:00:00Z');
    expect(planReminder({ ...booking, eventDate: '2027-03-14', eventTime: '09:00' }, now, now)).toMatchObject(
      {
        startsAt: new Date('2027-03-14T16:00:00Z'),
        sendAt: new Date('2027-03-13T16:00:00Z'),
      },
    );
  });

  it('sends none for a booking made less than 24 hours before it starts', () => {
    const madeAt = new Date(dueAt.getTime() + 60_000);
    expect(planReminder(booking, madeAt, madeAt)).toEqual({ send: false, reason: 'booked-within-24h' });
  });

  it('sends a late reminder at once when it was owed (made earlier, worker was down)', () => {
    const madeAt = new Date(dueAt.getTime() - hours(72));
    const now = new Date(dueAt.getTime() + hours(3));
    expect(planReminder(booking, madeAt, now)).toMatchObject({ send: true, delayMs: 0 });
  });

  it('sends none for cancelled or completed bookings, or once the appointment has started', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(planReminder({ ...booking, status: 'cancelled' }, now, now)).toEqual({
      send: false,
      reason: 'not-active',
    });
    expect(planReminder({ ...booking, status: 'completed' }, now, now)).toEqual({
      send: false,
      reason: 'not-active',
    });
    expect(planReminder(booking, now, startsAt)).toEqual({ send: false, reason: 'started' });
  });

  it('names the delayed job and the reminder once per booking and start, without ":"', () => {
    const id = '0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10';
    expect(bookingReminderJobId(id)).toBe(`booking-reminder.${id}`);
    expect(bookingReminderJobId(id)).not.toContain(':');
    expect(reminderDueKey(id, startsAt.toISOString())).toBe(
      `booking.reminder_due.${id}.2026-12-05T18:00:00.000Z`,
    );
  });
});
