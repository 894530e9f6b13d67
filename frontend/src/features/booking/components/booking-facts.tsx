import type { BookingDetail } from '@beauty/domain/schemas/booking';
import type { PaymentStatus } from '@beauty/domain/status';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { bookingTitle, formatAppointment, formatMemberSince } from '@/lib/booking-display';
import { paymentMethodLabel } from './booking-detail-words';

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Deposit not yet received',
  deposit_received: 'Deposit received',
  completed: 'Paid in full',
  refunded: 'Refunded',
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="booking-facts__row stack">
      <dt className="caps-tag">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What was booked, when, and how the deposit is paid (where and who come in the plan beside it). */
export function BookingFacts({ booking }: { booking: BookingDetail }) {
  const method = paymentMethodLabel(booking.paymentMethod);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appointment</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="booking-facts stack divided">
          <Fact term="Date & Time">{formatAppointment(booking.eventDate, booking.eventTime)}</Fact>
          <Fact term="Event">{bookingTitle(booking.eventType)}</Fact>
          {booking.bridesmaidCount ? <Fact term="Bridesmaids">{booking.bridesmaidCount}</Fact> : null}
          <Fact term="Payment">
            {method ? (
              <>
                {method}
                {booking.paymentHandle ? <span className="muted"> · {booking.paymentHandle}</span> : null}
              </>
            ) : (
              <span className="muted">Not chosen</span>
            )}
            {/* A cancelled request that was never paid waits for no deposit. */}
            {booking.status === 'cancelled' && booking.paymentStatus === 'unpaid' ? null : (
              <span className="booking-facts__sub note">
                {PAYMENT_STATUS_LABELS[booking.paymentStatus as PaymentStatus] ?? booking.paymentStatus}
              </span>
            )}
          </Fact>
          {booking.includeConsultation ? <Fact term="Consultation">Free consultation included</Fact> : null}
          {booking.specialNotes ? (
            <Fact term="Special Notes">
              <span className="booking-facts__notes">{booking.specialNotes}</span>
            </Fact>
          ) : null}
          <Fact term="Requested">{formatMemberSince(booking.createdAt)}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
