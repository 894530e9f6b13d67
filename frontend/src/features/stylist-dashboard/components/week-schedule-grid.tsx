/** The week grid: a row per day, a column per stylist, each cell with its day track and its appointments. */
import type { Schedule } from '@beauty/domain/schemas/working-time';
import { minutesOfDay } from '@beauty/domain/slots';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { appointmentStatusBadge, bookingRowLink } from '../appointment-rows';
import { dayNames } from '../schedule-week';
import {
  type GridCell,
  type GridColumn,
  type GridItem,
  heldTimes,
  hourMarks,
  hoursLabel,
  itemTimes,
  placement,
  shortClock,
  type TimeScale,
  timeScale,
  unstaffedByDate,
} from '../week-grid';
import { UnstaffedCell } from './schedule-unstaffed';

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
      <li className="schedule-item schedule-item--time-off stack">
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
        'schedule-item schedule-item--appointment stack',
        block.status && `schedule-item--${block.status}`,
      )}
    >
      <p className="schedule-item__time">
        {itemTimes(item)}
        <span className="schedule-item__kind muted"> styling</span>
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
      <p className="schedule-cell__hours fine-print">{hoursLabel(cell.hours)}</p>
      <DayTrack cell={cell} scale={scale} />
      {cell.items.length > 0 ? (
        <ul className="schedule-cell__items stack gap-2 plain-list">
          {cell.items.map((item) => (
            <ScheduleItem key={item.block.id} item={item} />
          ))}
        </ul>
      ) : null}
    </td>
  );
}

/** The hour marks above a column's tracks. */
function Scale({ scale }: { scale: TimeScale }) {
  return (
    <span className="schedule-scale muted" aria-hidden="true">
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

/** The table of the week, scrolling sideways on a phone. */
export function WeekGrid({
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
                <span className="schedule-grid__sub fine-print">Nobody holds time for these yet</span>
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
