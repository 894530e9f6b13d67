import type { StaffBooking } from '@beauty/domain/schemas/booking';
import { formatSlot } from '@beauty/domain/slots';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/back-office-icons';
import { ListSkeleton, LoadError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { useStylistBookings } from '../api/get-stylist-bookings';
import { appointmentStatusBadge, appointmentTitle, clientLabel, type Viewer } from '../appointment-rows';
import { dayNames, formatWeekRange, groupByDay, scheduleBookings, weekDays } from '../schedule-week';
import { CalendarFeedCard } from './calendar-feed-card';
import { TabSection } from './panel';

function ScheduleEntry({ booking }: { booking: StaffBooking }) {
  const badge = appointmentStatusBadge(booking.status);
  return (
    <li className="stylist-week__entry">
      <span className="stylist-week__time">{formatSlot(booking.eventTime)}</span>
      <span className="stylist-week__client">{clientLabel(booking.clientName)}</span>
      <span className="stylist-week__event">{appointmentTitle(booking.eventType)}</span>
      <Badge variant={badge.variant} className="stylist-week__badge">
        {badge.label}
      </Badge>
    </li>
  );
}

/**
 * The Schedule tab: my week (Sunday to Saturday, Pacific time) day by day, earlier and later
 * weeks a button away, and the private calendar feed in place of the spec's inert 'Sync Calendar'.
 */
export function ScheduleTab({
  bookings,
  viewer,
  today,
}: {
  bookings: ReturnType<typeof useStylistBookings>;
  viewer: Viewer;
  today: string;
}) {
  const [offset, setOffset] = useState(0);
  const days = weekDays(today, offset);
  const range = formatWeekRange(days);
  const schedule = groupByDay(scheduleBookings(bookings.data ?? [], viewer), days);
  const count = schedule.reduce((sum, day) => sum + day.bookings.length, 0);

  return (
    <div className="stylist-schedule">
      <TabSection
        id="stylist-schedule"
        title="Schedule"
        intro={
          viewer.role === 'admin'
            ? "The team's assigned appointments, week by week."
            : 'Your appointments, week by week.'
        }
      >
        <div className="stylist-week__nav">
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o - 1)}>
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
            <p className="stylist-week__count">
              {bookings.isPending ? 'Loading…' : `${count} ${count === 1 ? 'appointment' : 'appointments'}`}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o + 1)}>
            Next week
            <ChevronRightIcon />
          </Button>
        </div>
        {offset !== 0 ? (
          <p className="stylist-week__back">
            <Button variant="link" size="sm" onClick={() => setOffset(0)}>
              Back to this week
            </Button>
          </p>
        ) : null}
        {bookings.isPending ? (
          <ListSkeleton label="Loading your schedule…" rows={2} tile boxed />
        ) : bookings.isError ? (
          <LoadError
            boxed
            text="Your schedule could not be loaded just now."
            onRetry={() => void bookings.refetch()}
          />
        ) : (
          <ol className="stylist-week" aria-label={`Week of ${range}`}>
            {schedule.map((day) => {
              const names = dayNames(day.date);
              const isToday = day.date === today;
              return (
                <li
                  key={day.date}
                  className={`stylist-week__day${isToday ? ' stylist-week__day--today' : ''}${day.bookings.length === 0 ? ' stylist-week__day--free' : ''}`}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <h4 className="stylist-week__day-name">
                    <span className="stylist-week__weekday">{names.long}</span>
                    <span className="stylist-week__date">{names.monthDay}</span>
                    {isToday ? <span className="stylist-week__today">Today</span> : null}
                  </h4>
                  {day.bookings.length > 0 ? (
                    <ul className="stylist-week__entries">
                      {day.bookings.map((booking) => (
                        <ScheduleEntry key={booking.id} booking={booking} />
                      ))}
                    </ul>
                  ) : (
                    <p className="stylist-week__free">No appointments</p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </TabSection>
      <CalendarFeedCard />
    </div>
  );
}
