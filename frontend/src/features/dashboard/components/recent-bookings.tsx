import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarHeartIcon } from '@/components/icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { BookingStatusBadge } from '@/components/status-badge';
import { buttonClasses } from '@/components/ui/button';
import { bookingTitle, formatAppointment } from '@/lib/booking-display';
import type { useBookings } from '../api/get-bookings';
import { recent } from '../dashboard-summary';
import { Panel } from './panel';

/** The first 3 bookings, each opening its detail page; an invitation to book when there are none. */
export function RecentBookings({ bookings }: { bookings: ReturnType<typeof useBookings> }) {
  const hasBookings = (bookings.data?.length ?? 0) > 0;
  return (
    <Panel
      id="recent-bookings"
      title="Recent Bookings"
      action={
        hasBookings ? (
          <Link to="/book" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            New Booking
          </Link>
        ) : null
      }
    >
      {bookings.isPending ? (
        <ListSkeleton label="Loading your bookings…" />
      ) : bookings.isError ? (
        <LoadError
          text="Your bookings could not be loaded just now."
          onRetry={() => void bookings.refetch()}
        />
      ) : !hasBookings ? (
        <EmptyState
          icon={<CalendarHeartIcon />}
          title="No bookings yet"
          text="Choose your services and a time that suits you; we come to you."
          action={
            <Link to="/book" className={buttonClasses()}>
              Book Your First Service
            </Link>
          }
        />
      ) : (
        <ul className="panel__list">
          {recent(bookings.data).map((booking) => (
            <li key={booking.id}>
              <Link to={`/bookings/${booking.id}`} className="dashboard-item dashboard-item--link">
                <span className="dashboard-item__main">
                  <span className="dashboard-item__title">{bookingTitle(booking.eventType)}</span>
                  <span className="dashboard-item__when">
                    {formatAppointment(booking.eventDate, booking.eventTime)}
                  </span>
                </span>
                <BookingStatusBadge status={booking.status} />
                <ArrowRightIcon className="dashboard-item__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
