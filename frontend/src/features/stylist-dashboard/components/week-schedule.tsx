import { addDays } from '@beauty/domain/slots';
import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/back-office-icons';
import { CalendarHeartIcon } from '@/components/icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useSchedule } from '../api/get-schedule';
import type { Viewer } from '../appointment-rows';
import { formatWeekRange, weekDays, weeksBetween } from '../schedule-week';
import { gridColumns, weekCounts } from '../week-grid';
import { UnstaffedList } from './schedule-unstaffed';
import { WeekGrid } from './week-schedule-grid';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Legend() {
  return (
    <ul className="schedule-legend cluster plain-list fine-print" aria-label="Key to the day tracks">
      <li>
        <span className="schedule-legend__swatch schedule-legend__swatch--service" aria-hidden="true" />
        Styling
      </li>
      <li>
        <span className="schedule-legend__swatch schedule-legend__swatch--travel" aria-hidden="true" />
        Travel and buffer
      </li>
      <li>
        <span className="schedule-legend__swatch schedule-legend__swatch--time-off" aria-hidden="true" />
        Time off
      </li>
      <li>
        <span className="schedule-legend__swatch schedule-legend__swatch--hours" aria-hidden="true" />
        Start window (hours)
      </li>
    </ul>
  );
}

/**
 * The week view: a stylist's own week, or for an admin every stylist side by side with the
 * requests nobody holds time for; each day with its hours, appointments (styling apart from
 * travel and buffer) and time off. Sunday to Saturday, Pacific time.
 */
export function WeekSchedule({
  viewer,
  today,
  weekOf,
  onWeekChange,
  onEditStylist,
}: {
  viewer: Viewer;
  today: string;
  /** The Sunday the week starts. */
  weekOf: string;
  onWeekChange: (sunday: string | null) => void;
  onEditStylist?: (stylistId: string) => void;
}) {
  const admin = viewer.role === 'admin';
  const schedule = useSchedule(weekOf);
  const captionId = useId();
  const dates = weekDays(weekOf);
  const range = formatWeekRange(dates);
  const offset = weeksBetween(today, weekOf);
  const data = schedule.data;
  const columns = data ? gridColumns(data) : [];
  const counts = data ? weekCounts(data) : null;
  const showUnstaffed = admin && (data?.unstaffed.length ?? 0) > 0;

  const summary = counts
    ? [
        plural(counts.appointments, 'appointment', 'appointments'),
        counts.timeOff > 0 ? plural(counts.timeOff, 'time off', 'times off') : null,
        admin ? plural(counts.unstaffed, 'unassigned request', 'unassigned requests') : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : schedule.isError
      ? ''
      : 'Loading…';

  return (
    <div className="schedule-week stack gap-4">
      <div className="stylist-week__nav">
        <Button variant="outline" size="sm" onClick={() => onWeekChange(addDays(weekOf, -7))}>
          <ChevronLeftIcon />
          Previous week
        </Button>
        <div className="stylist-week__range stack">
          <p className="caps-heading">
            {offset === 0 ? 'This week' : offset < 0 ? 'Earlier week' : 'Later week'}
          </p>
          <h3 className="stylist-week__title" aria-live="polite">
            {range}
          </h3>
          <p className="fine-print">{summary}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => onWeekChange(addDays(weekOf, 7))}>
          Next week
          <ChevronRightIcon />
        </Button>
      </div>
      {offset !== 0 ? (
        <p className="stylist-week__back">
          <Button variant="link" size="sm" onClick={() => onWeekChange(null)}>
            Back to this week
          </Button>
        </p>
      ) : null}
      <Legend />
      {columns.length > 1 ? (
        <p className="schedule-week__hint fine-print">Scroll the table sideways to see every stylist.</p>
      ) : null}
      {admin && data && data.unstaffed.length === 0 ? (
        <p className="schedule-week__note note">Every request this week has its stylists.</p>
      ) : null}
      {showUnstaffed && data ? <UnstaffedList requests={data.unstaffed} /> : null}
      {!data && schedule.isError ? (
        <LoadError
          boxed
          text="The schedule could not be loaded just now."
          onRetry={() => void schedule.refetch()}
        />
      ) : !data ? (
        <ListSkeleton label="Loading the schedule…" rows={3} tile boxed />
      ) : columns.length === 0 && !showUnstaffed ? (
        <EmptyState
          boxed
          icon={<CalendarHeartIcon />}
          title="No stylists on the team yet"
          text="Stylists with an active profile on the team page appear here, each with her own column."
        />
      ) : (
        <WeekGrid
          schedule={data}
          columns={columns}
          dates={dates}
          today={today}
          showUnstaffed={showUnstaffed}
          captionId={captionId}
          caption={`Week of ${range}: ${admin ? 'every stylist side by side' : 'your schedule'}`}
          onEditStylist={onEditStylist}
        />
      )}
    </div>
  );
}
