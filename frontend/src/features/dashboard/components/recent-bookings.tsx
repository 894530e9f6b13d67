import { Link } from 'react-router-dom';
import { CalendarHeartIcon } from '@/components/icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { buttonClasses } from '@/components/ui/button';
import type { useBookings } from '../api/get-bookings';
import { recent } from '../dashboard-summary';
import { BookingItem } from './booking-item';
import { Panel } from './panel';

/**
 * The first 3 bookings, each opening its detail page, and the way to all of them (My Bookings);
 * an invitation to book when there are none.
 */
export function RecentBookings({ bookings }: { bookings: ReturnType<typeof useBookings> }) {
  const hasBookings = (bookings.data?.length ?? 0) > 0;
  return (
    <Panel
      id="recent-bookings"
      title="Recent Bookings"
      action={
        hasBookings ? (
          <span className="panel__actions">
            <Link to="/bookings" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              All Bookings
            </Link>
            <Link to="/book" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              New Booking
            </Link>
          </span>
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
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
