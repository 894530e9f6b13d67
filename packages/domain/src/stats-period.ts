import { todayInBusinessZone } from './slots';

/** How many months the stylist dashboard's revenue chart shows, the current one included. */
export const REVENUE_MONTHS = 6;

/**
 * The calendar a stylist's figures are counted in, at one instant, in the business's time zone
 * (America/Los_Angeles): today, this week (Sunday to Saturday), this month, and the last
 * `REVENUE_MONTHS` months for the revenue chart. Dates are 'YYYY-MM-DD', months 'YYYY-MM'.
 */
export interface StatsPeriod {
  today: string;
  /** The Sunday of this week. */
  weekStart: string;
  /** The Saturday of this week. */
  weekEnd: string;
  /** The first day of this month. */
  monthStart: string;
  /** The first day of next month (this month is monthStart <= date < nextMonthStart). */
  nextMonthStart: string;
  /** The first day of the oldest month of the chart. */
  firstChartMonthStart: string;
  /** The chart's months, oldest first; the last one is this month. */
  months: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (utc: Date) =>
  `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
const isoMonth = (year: number, monthIndex: number) => {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
};

/** The stats calendar at `now` (pure: tests pass instants either side of a midnight in Los Angeles). */
export function statsPeriod(now: Date): StatsPeriod {
  const today = todayInBusinessZone(now);
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  // Calendar arithmetic on the date alone, at UTC midnight: no time zone or DST can shift it.
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  const weekStart = new Date(Date.UTC(year, month - 1, day - weekday));
  const weekEnd = new Date(Date.UTC(year, month - 1, day - weekday + 6));
  const months = Array.from({ length: REVENUE_MONTHS }, (_, i) =>
    isoMonth(year, month - 1 - (REVENUE_MONTHS - 1 - i)),
  );
  return {
    today,
    weekStart: isoDate(weekStart),
    weekEnd: isoDate(weekEnd),
    monthStart: `${isoMonth(year, month - 1)}-01`,
    nextMonthStart: `${isoMonth(year, month)}-01`,
    firstChartMonthStart: `${months[0]}-01`,
    months,
  };
}
