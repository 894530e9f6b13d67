import { LIMITS } from '@beauty/domain/limits';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/fields';
import { useOpenings, useShown } from '@/components/ui/use-shown';
import { formatAppointment } from '@/lib/booking-display';
import { useUpdateStaffBooking } from '../api/update-staff-booking';
import { appointmentTitle, clientLabel } from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';

/**
 * Admins: a confirmation before cancelling a booking (the slot opens again; the client is
 * emailed), with an optional note to her: quoted in the email and shown on her booking's page.
 */
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
  const openings = useOpenings(booking !== null);
  // Each opening starts with an empty note.
  const [note, setNote] = useState({ openings, text: '' });
  const text = note.openings === openings ? note.text : '';
  const noteId = useId();

  const cancel = () => {
    if (!shown || update.isPending) return;
    update.mutate(
      {
        bookingId: shown.id,
        patch: { status: 'cancelled', ...(text.trim() ? { cancellationNote: text.trim() } : {}) },
      },
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
          ? `${clientLabel(shown.clientName)}'s ${appointmentTitle(shown.eventType)} on ${formatAppointment(shown.eventDate, shown.eventTime)} will be cancelled and the time opened to others. You can add a note to her below.`
          : undefined
      }
      keepLabel="Keep Booking"
      label="Cancel Booking"
      busyLabel="Cancelling..."
      busy={update.isPending}
      onConfirm={cancel}
    >
      <TextareaField
        id={noteId}
        label="Note to the client"
        labelNote="(optional)"
        hint="Why, and what happens next: quoted in her cancellation email and shown on her booking."
        rows={3}
        maxLength={LIMITS.notes}
        value={text}
        disabled={update.isPending}
        onChange={(event) => setNote({ openings, text: event.target.value })}
      />
    </ConfirmDialog>
  );
}
