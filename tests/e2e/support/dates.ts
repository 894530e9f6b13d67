/** A date `days` ahead in the business's time zone (YYYY-MM-DD), as the date inputs want it. */
const ZONE = 'America/Los_Angeles';

export function businessDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** 0 = Sunday ... 6 = Saturday, of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * A random date between 30 and 400 days ahead falling on one of `weekdays`: far and spread
 * enough that tests running beside each other rarely share one.
 */
export function randomDateOn(weekdays: readonly number[]): string {
  for (;;) {
    const date = businessDate(30 + Math.floor(Math.random() * 370));
    if (weekdays.includes(weekdayOf(date))) return date;
  }
}

/** The wall-clock date and time (Pacific) of an instant. */
export function pacific(iso: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The Sunday starting the week of `isoDate`. */
export function sundayOf(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
