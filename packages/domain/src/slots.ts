/** The business's working hours and calendar rules. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** Hourly appointment slots 09:00 to 16:00 (8 slots). */
export const TIME_SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export function isTimeSlot(value: string): value is TimeSlot {
  return (TIME_SLOTS as readonly string[]).includes(value);
}

/** '09:00' -> '9:00 AM', '13:00' -> '1:00 PM'. */
export function formatSlot(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Today's date (YYYY-MM-DD) in the business's time zone. */
export function todayInBusinessZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const FREE_CONSULTATION_VALID_DAYS = 90;
export const CANCELLATION_WINDOW_HOURS = 48;
export const REMINDER_HOURS_BEFORE = 24;

const zoneParts = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
};

/**
 * The instant a wall-clock date and time happen in the business's time zone
 * ('2026-12-05', '09:00' -> 2026-12-05T17:00:00Z). Daylight saving is handled by asking
 * Intl for the zone's offset at the guessed instant, twice.
 */
export function zonedInstant(date: string, time: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  let guess = wall;
  for (let i = 0; i < 2; i += 1) guess = wall - (zoneParts(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** The appointment's start: its date and slot in the business's time zone. */
export const appointmentStartsAt = (eventDate: string, eventTime: string) =>
  zonedInstant(eventDate, eventTime);

/** How long the team is booked for (calendar entries): longer for bridal packages. */
export function appointmentMinutes(selection: { bridalPackage?: string | null }): number {
  switch (selection.bridalPackage) {
    case 'bride-plus-party':
      return 240;
    case 'bride-plus-1':
      return 180;
    case 'bride-only':
      return 150;
    default:
      return 120;
  }
}

/** The last moment a customer may cancel or reschedule online: 48 hours before the start. */
export const changeableUntil = (startsAt: Date) =>
  new Date(startsAt.getTime() - CANCELLATION_WINDOW_HOURS * 3_600_000);

/** When the reminder goes out: 24 hours before the start. */
export const reminderAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);

/** Whether a free consultation offer (valid 90 days from joining) is still open at `now`. */
export function freeConsultationExpiresAt(memberSince: Date): Date {
  return new Date(memberSince.getTime() + FREE_CONSULTATION_VALID_DAYS * 86_400_000);
}
