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
