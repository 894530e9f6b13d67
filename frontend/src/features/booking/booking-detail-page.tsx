import { bookingStateSentence } from '@beauty/domain/payment-words';
import { isActiveBooking } from '@beauty/domain/status';
import { Link, useParams } from 'react-router-dom';
import { ArrowRightIcon, SparkleIcon } from '@/components/icons';
import { BookingStatusBadge } from '@/components/status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus } from '@/lib/api-client';
import { bookingTitle, formatAppointment } from '@/lib/booking-display';
import { usePageTitle } from '@/lib/document-meta';
import { useBusinessToday } from '@/lib/use-business-today';
import { useBooking } from './api/get-booking';
import { AppointmentPlan } from './components/appointment-plan';
import { BookingChanges } from './components/booking-changes';
import { BookingConsultation } from './components/booking-consultation';
import { appointmentIsOver } from './components/booking-detail-words';
import { BookingFacts } from './components/booking-facts';
import { BookingStatus } from './components/booking-status';
import { DepositDue, PriceBreakdown } from './components/price-breakdown';
import './booking.css';
import './booking-detail.css';

function BackToDashboard() {
  return (
    <Link to="/" className="booking-detail__back">
      <ArrowRightIcon aria-hidden="true" />
      Back to Dashboard
    </Link>
  );
}

function BookingNotFound() {
  return (
    <section className="booking-detail__missing container container--narrow stack gap-4">
      <SparkleIcon className="booking-detail__missing-icon" />
      <h1>Booking Not Found</h1>
      <p className="lead">
        We couldn't find this booking. It may belong to another account, or the link may be incomplete.
      </p>
      <div className="booking-detail__missing-actions cluster gap-3">
        <Link to="/" className={buttonClasses()}>
          Back to Dashboard
        </Link>
        <Link to="/book" className={buttonClasses({ variant: 'outline' })}>
          Book a Service
        </Link>
      </div>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="container page-section">
      <p role="status" className="visually-hidden">
        Loading your booking…
      </p>
      <div className="booking-detail__header stack gap-3">
        <Skeleton className="booking-detail__skeleton-title" />
        <Skeleton className="booking-detail__skeleton-line" />
      </div>
      <div className="booking-detail__grid stack gap-6">
        <Skeleton className="booking-detail__skeleton-card" />
        <Skeleton className="booking-detail__skeleton-card" />
      </div>
    </div>
  );
}

/**
 * /bookings/:id: one of the customer's bookings: the deposit still due, who comes when, what was
 * booked and its price, its status timeline and what may still change.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const today = useBusinessToday();
  const title = booking.data ? bookingTitle(booking.data.eventType) : 'Your Booking';
  usePageTitle(title);

  if (booking.isPending) return <DetailSkeleton />;
  if (booking.isError) {
    if (errorStatus(booking.error) === 404) return <BookingNotFound />;
    return (
      <section className="booking-detail__missing container container--narrow stack gap-4">
        <h1>Something Went Wrong</h1>
        <p className="lead">Your booking could not be loaded just now.</p>
        <div className="booking-detail__missing-actions cluster gap-3">
          <Button onClick={() => void booking.refetch()}>Try Again</Button>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Back to Dashboard
          </Link>
        </div>
      </section>
    );
  }

  const detail = booking.data;
  // A day gone by is not 'confirmed' or 'pending' to her any more.
  const over = isActiveBooking(detail.status) && appointmentIsOver(detail, today);
  const state = over ? 'The date of this appointment has passed.' : bookingStateSentence(detail.status);
  return (
    <div className="container page-section booking-detail stack gap-6">
      <BackToDashboard />
      <header className="booking-detail__header stack gap-3">
        <p className="eyebrow">Your Booking</p>
        <div className="booking-detail__title-row cluster">
          <h1>{title}</h1>
          <BookingStatusBadge status={detail.status} />
        </div>
        <p className="booking-detail__when muted">{formatAppointment(detail.eventDate, detail.eventTime)}</p>
        {state ? <p className="booking-detail__state">{state}</p> : null}
      </header>
      <DepositDue booking={detail} />
      <div className="booking-detail__grid stack gap-6">
        <div className="booking-detail__main">
          {/* A cancelled booking holds nobody's time: no plan to show. */}
          {detail.status === 'cancelled' ? null : <AppointmentPlan booking={detail} />}
          <BookingFacts booking={detail} />
          <PriceBreakdown booking={detail} over={over} />
        </div>
        <div className="booking-detail__side">
          <BookingStatus bookingId={detail.id} />
          {detail.includeConsultation ? <BookingConsultation bookingId={detail.id} /> : null}
          <BookingChanges booking={detail} />
        </div>
      </div>
    </div>
  );
}
