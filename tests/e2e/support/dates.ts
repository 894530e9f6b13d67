/** A date `days` ahead in the business's time zone (YYYY-MM-DD), as the date inputs want it. */
export function businessDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
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
