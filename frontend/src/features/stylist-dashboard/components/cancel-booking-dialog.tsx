import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useRef } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { formatAppointment } from '@/lib/booking-display';
import { useUpdateStaffBooking } from '../api/update-staff-booking';
import { appointmentTitle, clientLabel } from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';
import { useShown } from './use-shown';

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
  const keepRef = useRef<HTMLButtonElement>(null);

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
    <Dialog
      open={booking !== null}
      onClose={onClose}
      role="alertdialog"
      initialFocusRef={keepRef}
      title="Cancel this booking?"
      description={
        shown
          ? `${clientLabel(shown.clientName)}'s ${appointmentTitle(shown.eventType)} on ${formatAppointment(shown.eventDate, shown.eventTime)} will be cancelled and the time opened to others.`
          : undefined
      }
    >
      <DialogButtons
        onDismiss={onClose}
        dismissLabel="Keep Booking"
        dismissRef={keepRef}
        label="Cancel Booking"
        busyLabel="Cancelling…"
        busy={update.isPending}
        variant="destructive"
        onAction={cancel}
      />
    </Dialog>
  );
}
