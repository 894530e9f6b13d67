import type { Schedule } from '@beauty/domain/schemas/working-time';
import { addDays, formatSlot, minutesOfDay } from '@beauty/domain/slots';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/back-office-icons';
import { CalendarHeartIcon } from '@/components/icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSchedule } from '../api/get-schedule';
import { appointmentStatusBadge, clientLabel, type Viewer } from '../appointment-rows';
import { dayNames, formatWeekRange, weekDays, weeksBetween } from '../schedule-week';
import {
  type GridCell,
  type GridColumn,
  type GridItem,
  gridColumns,
  heldTimes,
  hourMarks,
  hoursLabel,
  itemTimes,
  placement,
  shortClock,
  type TimeScale,
  timeScale,
  unstaffedByDate,
  weekCounts,
} from '../week-grid';

/** Where a booking's row is: the Appointments tab, scrolled to it (and its staff controls, for admins). */
export const bookingRowLink = (bookingId: string) => `/stylist?booking=${encodeURIComponent(bookingId)}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A day's track: the hours in which work may begin, and each block's travel, styling and time off. */
function DayTrack({ cell, scale }: { cell: GridCell; scale: TimeScale }) {
  const position = (from: number, until: number): CSSProperties => {
    const { left, width } = placement(from, until, scale);
    return { left: `${left}%`, width: `${width}%` };
  };
  return (
    <div className="schedule-track" aria-hidden="true">
      {cell.hours ? (
        <span
          className="schedule-track__hours"
          style={position(minutesOfDay(cell.hours.firstStart), minutesOfDay(cell.hours.lastStart))}
        />
      ) : null}
      {cell.items.flatMap((item) =>
        item.segments.map((segment) => (
          <span
            key={`${item.block.id}-${segment.part}`}
            className={cn(
              'schedule-track__segment',
              `schedule-track__segment--${segment.part}`,
              item.block.status === 'pending' && 'schedule-track__segment--pending',
            )}
            style={position(segment.start, segment.end)}
          />
        )),
      )}
    </div>
  );
}

/** One appointment or time off in a day: its times in words, and the booking it belongs to. */
function ScheduleItem({ item }: { item: GridItem }) {
  const { block } = item;
  if (block.kind === 'time-off') {
    return (
      <li className="schedule-item schedule-item--time-off">
        <p className="schedule-item__time">{itemTimes(item)}</p>
        <p className="schedule-item__title">{block.title}</p>
      </li>
    );
  }
  const held = heldTimes(item);
  const status = block.status ? appointmentStatusBadge(block.status) : null;
  return (
    <li
      className={cn(
        'schedule-item schedule-item--appointment',
        block.status && `schedule-item--${block.status}`,
      )}
    >
      <p className="schedule-item__time">
        {itemTimes(item)}
        <span className="schedule-item__kind"> styling</span>
      </p>
      {block.bookingId ? (
        <Link className="schedule-item__title" to={bookingRowLink(block.bookingId)}>
          {block.title}
        </Link>
      ) : (
        <p className="schedule-item__title">{block.title}</p>
      )}
      {block.detail ? <p className="schedule-item__detail">{block.detail}</p> : null}
      {held ? <p className="schedule-item__held">With travel and buffer {held}</p> : null}
      {status && block.status !== 'confirmed' ? (
        <Badge variant={status.variant} className="schedule-item__badge">
          {status.label}
        </Badge>
      ) : null}
    </li>
  );
}

function StylistCell({ cell, scale }: { cell: GridCell; scale: TimeScale }) {
  return (
    <td className={cn('schedule-cell', !cell.hours && 'schedule-cell--off')}>
      <p className="schedule-cell__hours">{hoursLabel(cell.hours)}</p>
      <DayTrack cell={cell} scale={scale} />
      {cell.items.length > 0 ? (
        <ul className="schedule-cell__items">
          {cell.items.map((item) => (
            <ScheduleItem key={item.block.id} item={item} />
          ))}
        </ul>
      ) : null}
    </td>
  );
}

function UnstaffedCell({ requests }: { requests: Schedule['unstaffed'] }) {
  return (
    <td className="schedule-cell schedule-cell--unstaffed schedule-grid__wide-only">
      {requests.length > 0 ? (
        <ul className="schedule-cell__items">
          {requests.map((request) => {
            const client = clientLabel(request.clientName);
            return (
              <li key={request.bookingId} className="schedule-item schedule-item--unstaffed">
                <p className="schedule-item__time">{formatSlot(request.eventTime)}</p>
                <p className="schedule-item__title">{client}</p>
                <p className="schedule-item__detail">
                  {request.title} · {appointmentStatusBadge(request.status).label}
                </p>
                <Link
                  className={buttonClasses({
                    size: 'sm',
                    variant: 'outline',
                    className: 'schedule-item__assign',
                  })}
                  to={bookingRowLink(request.bookingId)}
                >
                  Assign<span className="visually-hidden"> {client}'s request</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="schedule-cell__none">None</p>
      )}
    </td>
  );
}

/** On a phone the unassigned requests come first, as a list; from a laptop up they are the grid's first column. */
function UnstaffedList({ requests }: { requests: Schedule['unstaffed'] }) {
  const id = useId();
  return (
    <section className="schedule-unstaffed" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="schedule-unstaffed__title">
        Unassigned requests
      </h4>
      <ul className="schedule-unstaffed__list">
        {requests.map((request) => {
          const client = clientLabel(request.clientName);
          const names = dayNames(request.eventDate);
          return (
            <li key={request.bookingId} className="schedule-item schedule-item--unstaffed">
              <p className="schedule-item__time">
                {names.short}, {names.shortMonthDay} · {formatSlot(request.eventTime)}
              </p>
              <p className="schedule-item__title">{client}</p>
              <p className="schedule-item__detail">
                {request.title} · {appointmentStatusBadge(request.status).label}
              </p>
              <Link
                className={buttonClasses({
                  size: 'sm',
                  variant: 'outline',
                  className: 'schedule-item__assign',
                })}
                to={bookingRowLink(request.bookingId)}
              >
                Assign<span className="visually-hidden"> {client}'s request</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The hour marks above a column's tracks. */
function Scale({ scale }: { scale: TimeScale }) {
  return (
    <span className="schedule-scale" aria-hidden="true">
      {hourMarks(scale).map((minute) => (
        <span
          key={minute}
          className="schedule-scale__mark"
          style={{ left: `${placement(minute, minute, scale).left}%` }}
        >
          {shortClock(minute)}
        </span>
      ))}
    </span>
  );
}

function WeekGrid({
  schedule,
  columns,
  dates,
  today,
  showUnstaffed,
  captionId,
  caption,
  onEditStylist,
}: {
  schedule: Schedule;
  columns: GridColumn[];
  dates: string[];
  today: string;
  showUnstaffed: boolean;
  captionId: string;
  caption: string;
  onEditStylist?: (stylistId: string) => void;
}) {
  const scale = timeScale(columns);
  const unstaffed = unstaffedByDate(schedule.unstaffed, dates);
  const style = {
    '--schedule-columns': columns.length,
    '--schedule-extra': showUnstaffed ? 1 : 0,
  } as CSSProperties;
  return (
    // Scrolls sideways on a phone, the day names staying at the left.
    <section
      className="schedule-grid"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll it
      tabIndex={0}
      style={style}
    >
      <table className="schedule-grid__table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="schedule-grid__corner">
              Day
            </th>
            {showUnstaffed ? (
              <th
                scope="col"
                className="schedule-grid__stylist schedule-grid__stylist--unstaffed schedule-grid__wide-only"
              >
                <span className="schedule-grid__name">Unassigned requests</span>
                <span className="schedule-grid__sub">Nobody holds time for these yet</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.id} scope="col" className="schedule-grid__stylist">
                <span className="schedule-grid__name">{column.name}</span>
                {onEditStylist ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="schedule-grid__edit"
                    onClick={() => onEditStylist(column.id)}
                  >
                    Hours and time off<span className="visually-hidden"> of {column.name}</span>
                  </Button>
                ) : null}
                <Scale scale={scale} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, index) => {
            const names = dayNames(date);
            const isToday = date === today;
            return (
              <tr key={date} className={cn(isToday && 'schedule-grid__today')}>
                <th scope="row" className="schedule-grid__day" aria-current={isToday ? 'date' : undefined}>
                  <span className="schedule-grid__weekday" aria-hidden="true">
                    {names.short}
                  </span>
                  <span className="schedule-grid__date" aria-hidden="true">
                    {names.shortMonthDay}
                  </span>
                  <span className="visually-hidden">
                    {names.long}, {names.monthDay}
                  </span>
                  {isToday ? <span className="schedule-grid__today-mark">Today</span> : null}
                </th>
                {showUnstaffed ? <UnstaffedCell requests={unstaffed.get(date) ?? []} /> : null}
                {columns.map((column) => {
                  const cell = column.cells[index] ?? { date, hours: null, items: [] };
                  return <StylistCell key={column.id} cell={cell} scale={scale} />;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Legend() {
  return (
    <ul className="schedule-legend" aria-label="Key to the day tracks">
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
    <div className="schedule-week">
      <div className="stylist-week__nav">
        <Button variant="outline" size="sm" onClick={() => onWeekChange(addDays(weekOf, -7))}>
          <ChevronLeftIcon />
          Previous week
        </Button>
        <div className="stylist-week__range">
          <p className="stylist-week__label">
            {offset === 0 ? 'This week' : offset < 0 ? 'Earlier week' : 'Later week'}
          </p>
          <h3 className="stylist-week__title" aria-live="polite">
            {range}
          </h3>
          <p className="stylist-week__count">{summary}</p>
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
        <p className="schedule-week__hint">Scroll the table sideways to see every stylist.</p>
      ) : null}
      {admin && data && data.unstaffed.length === 0 ? (
        <p className="schedule-week__note">Every request this week has its stylists.</p>
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
