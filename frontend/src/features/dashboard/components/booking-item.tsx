import type { Booking } from '@beauty/domain/schemas/booking';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons';
import { BookingStatusBadge } from '@/components/status-badge';
import { bookingTitle, formatAppointment } from '@/lib/booking-display';
import '@/styles/patterns/staff-list-item.css';

/** One booking in a list: its event, date and time and status, opening its detail page. */
export function BookingItem({ booking }: { booking: Booking }) {
  return (
    <li>
      <Link to={`/bookings/${booking.id}`} className="dashboard-item dashboard-item--link">
        <span className="staff-item__main stack dashboard-item__main">
          <span className="staff-item__title dashboard-item__title">{bookingTitle(booking.eventType)}</span>
          <span className="note">{formatAppointment(booking.eventDate, booking.eventTime)}</span>
        </span>
        <BookingStatusBadge status={booking.status} />
        <ArrowRightIcon className="dashboard-item__arrow" />
      </Link>
    </li>
  );
}
