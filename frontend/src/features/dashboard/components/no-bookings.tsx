import { Link } from 'react-router-dom';
import { CalendarHeartIcon } from '@/components/icons';
import { EmptyState } from '@/components/list-states';
import { buttonClasses } from '@/components/ui/button';

/** The dashboard's and My Bookings' invitation when she has booked nothing yet. */
export function NoBookings() {
  return (
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
  );
}
