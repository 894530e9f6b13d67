import { consultationMessages } from '@beauty/domain/messages';
import type { Consultation } from '@beauty/domain/schemas/consultation';
import { withTimeZoneName } from '@beauty/domain/slots';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ConsultationStatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatAppointment } from '@/lib/booking-display';
import { consultationsQueryKey } from '@/lib/customer-query-keys';

/**
 * The free consultation that came with this booking: when the team set it (Pacific Time) or
 * 'To be scheduled', its status, and a move she asked for. Asking to move it is on the dashboard.
 */
export function BookingConsultation({ bookingId }: { bookingId: string }) {
  const consultations = useQuery<Consultation[]>({ queryKey: consultationsQueryKey });
  const consultation = consultations.data?.find((c) => c.bookingId === bookingId);
  if (!consultation) return null;
  const scheduled = consultation.status === 'scheduled' && consultation.scheduledDate;
  return (
    <Card className="booking-consultation">
      <CardHeader>
        <CardTitle>Free Consultation</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="booking-consultation__row cluster">
          <p className="booking-consultation__when">
            {consultation.scheduledDate
              ? withTimeZoneName(formatAppointment(consultation.scheduledDate, consultation.scheduledTime))
              : consultationMessages.toBeScheduled}
          </p>
          <ConsultationStatusBadge status={consultation.status} />
        </div>
        {scheduled && consultation.meetingNote ? <p className="muted">{consultation.meetingNote}</p> : null}
        {scheduled && consultation.moveRequest ? (
          <p className="booking-consultation__note">
            {consultationMessages.moveRequested}: we will email you a new time.
          </p>
        ) : scheduled ? (
          <p className="muted">
            Need another time? <Link to="/">Ask to move it from your dashboard</Link>.
          </p>
        ) : consultation.status === 'requested' ? (
          <p className="muted">We will email you a time, with a calendar file.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
