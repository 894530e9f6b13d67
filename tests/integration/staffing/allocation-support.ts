import { addDays, weekdayOf } from '@beauty/domain/slots';
import { futureDate } from '../bookings/booking-support';

/** The next Saturday at least `days` ahead (wedding days), far enough for no test to meet another. */
export function saturdayAfter(days: number): string {
  const date = futureDate(days);
  return addDays(date, (6 - weekdayOf(date) + 7) % 7);
}

export const times = (answer: { json: { days: Array<{ times: Array<{ time: string }> }> } }) =>
  answer.json.days[0]!.times.map((t) => t.time);
