import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { bookingTitle, formatAppointment } from '@/lib/booking-display';

/** Above the emptied form after a booking: what was booked and the way to its detail page. */
export function BookingConfirmation({
  booking,
  message,
  onDismiss,
}: {
  booking: BookingDetail;
  message: string;
  onDismiss: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The submit button had focus; start the reader at the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmation-title">
      <span className="booking-confirmation__icon ring" aria-hidden="true">
        <CheckIcon />
      </span>
      <div className="booking-confirmation__body stack gap-2">
        <h2 id="booking-confirmation-title" ref={headingRef} tabIndex={-1}>
          Your booking request is in
        </h2>
        <p className="booking-confirmation__when">
          {bookingTitle(booking.eventType)} · {formatAppointment(booking.eventDate, booking.eventTime)}
        </p>
        <p className="note">{message}</p>
        <div className="booking-confirmation__actions cluster gap-3">
          <Link to={`/bookings/${booking.id}`} className={buttonClasses({ size: 'sm' })}>
            View Booking
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Go to Dashboard
          </Link>
        </div>
      </div>
      <CloseButton
        className="booking-confirmation__close stack muted"
        label="Dismiss confirmation"
        onClick={onDismiss}
      />
    </section>
  );
}
