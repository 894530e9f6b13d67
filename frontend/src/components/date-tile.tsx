import './date-tile.css';

const tileMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const tileWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/**
 * The calendar-page look of a date (decorative: the row beside it says the date in words too).
 * It takes the `tile` grid area of the row it stands in.
 */
export function DateTile({ isoDate }: { isoDate: string }) {
  const [y = 1970, m = 1, d = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    <span className="date-tile stack" aria-hidden="true">
      <span className="date-tile__month">{tileMonth.format(date)}</span>
      <span className="date-tile__day">{d}</span>
      <span className="date-tile__weekday">{tileWeekday.format(date)}</span>
    </span>
  );
}
