import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useBusinessToday } from '@/lib/use-business-today';
import type { useBookings } from '../api/get-bookings';
import { recentBookings } from '../dashboard-summary';
import { BookingItem } from './booking-item';
import { BookingsStates } from './bookings-states';
import { Panel } from './panel';

/**
 * The first 3 bookings (the soonest ahead first), each opening its detail page, and the way to
 * all of them (My Bookings); an invitation to book when there are none.
 */
export function RecentBookings({ bookings }: { bookings: ReturnType<typeof useBookings> }) {
  const today = useBusinessToday();
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
      <BookingsStates bookings={bookings}>
        {(list) => (
          <ul className="panel__list stack plain-list">
            {recentBookings(list, today).map((booking) => (
              <BookingItem key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </BookingsStates>
    </Panel>
  );
}
