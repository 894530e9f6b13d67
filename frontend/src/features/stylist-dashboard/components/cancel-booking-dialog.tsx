import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useShown } from '@/components/ui/use-shown';
import { formatAppointment } from '@/lib/booking-display';
import { useUpdateStaffBooking } from '../api/update-staff-booking';
import { appointmentTitle, clientLabel } from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';

/** Admins: a confirmation before cancelling a booking (the slot opens again; the client is emailed). */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: StaffBookingRow | null;
  onClose: () => void;
}) {
  const shown = useShown(booking);
  const update = useUpdateStaffBooking();
  const feedback = useBookingFeedback();

  const cancel = () => {
    if (!shown || update.isPending) return;
    update.mutate(
      { bookingId: shown.id, patch: { status: 'cancelled' } },
      {
        onSuccess: () => {
          feedback.updated();
          onClose();
        },
        onError: feedback.failed,
      },
    );
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      onClose={onClose}
      title="Cancel this booking?"
      description={
        shown
          ? `${clientLabel(shown.clientName)}'s ${appointmentTitle(shown.eventType)} on ${formatAppointment(shown.eventDate, shown.eventTime)} will be cancelled and the time opened to others.`
          : undefined
      }
      keepLabel="Keep Booking"
      label="Cancel Booking"
      busyLabel="Cancelling..."
      busy={update.isPending}
      onConfirm={cancel}
    />
  );
}
