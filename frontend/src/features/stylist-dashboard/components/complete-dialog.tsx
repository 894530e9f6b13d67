import { formatDollars } from '@beauty/domain/pricing';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { useShown } from '@/components/ui/use-shown';
import { formatAppointment } from '@/lib/booking-display';
import { COMPLETE_PATCH, useUpdateStylistBooking } from '../api/update-stylist-booking';
import { appointmentTitle, clientLabel } from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';
import '@/styles/patterns/staff-panel.css';

/**
 * 'Mark as Completed' (spec 001 section 4): 'Complete Appointment' sets the status and the
 * payment status to completed; the revenue card follows once the worker has recomputed.
 */
export function CompleteDialog({
  booking,
  onClose,
  onCompleted,
}: {
  booking: StaffBookingRow | null;
  onClose: () => void;
  onCompleted?: (bookingId: string) => void;
}) {
  const shown = useShown(booking);
  const update = useUpdateStylistBooking();
  const feedback = useBookingFeedback();

  const complete = () => {
    if (!shown || update.isPending) return;
    update.mutate(
      { bookingId: shown.id, patch: COMPLETE_PATCH },
      {
        onSuccess: () => {
          feedback.updated();
          onClose();
          onCompleted?.(shown.id);
        },
        onError: feedback.failed,
      },
    );
  };

  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Mark as Completed"
      description="The appointment is recorded as done and its payment as received in full."
    >
      {shown ? (
        <dl className="stylist-facts staff-facts stack">
          <div>
            <dt>Client</dt>
            <dd>{clientLabel(shown.clientName)}</dd>
          </div>
          <div>
            <dt>Appointment</dt>
            <dd>
              {appointmentTitle(shown.eventType)}, {formatAppointment(shown.eventDate, shown.eventTime)}
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatDollars(shown.totalPriceCents ?? 0)}</dd>
          </div>
        </dl>
      ) : null}
      <DialogButtons
        onDismiss={onClose}
        label="Complete Appointment"
        busyLabel="Completing..."
        busy={update.isPending}
        onAction={complete}
      />
    </Dialog>
  );
}
