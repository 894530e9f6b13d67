import { StatusTimeline } from '@/components/status-timeline';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBookingTimeline } from '../api/get-booking-timeline';

/** The booking's status timeline, polled while its emails and jobs are in flight. */
export function BookingStatus({ bookingId }: { bookingId: string }) {
  const timeline = useBookingTimeline(bookingId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status</CardTitle>
      </CardHeader>
      <CardContent>
        {timeline.isPending ? (
          <div className="stack gap-3">
            <span className="visually-hidden">Loading the status…</span>
            <Skeleton className="booking-status__skeleton" />
            <Skeleton className="booking-status__skeleton" />
          </div>
        ) : timeline.isError ? (
          <p className="muted">
            The status could not be loaded just now. Please refresh the page to try again.
          </p>
        ) : timeline.data.entries.length === 0 ? (
          <p className="muted">
            {timeline.data.settled ? 'Nothing has happened yet.' : 'Processing your booking…'}
          </p>
        ) : (
          <StatusTimeline
            entries={timeline.data.entries}
            settled={timeline.data.settled}
            title="Booking status"
          />
        )}
      </CardContent>
    </Card>
  );
}
