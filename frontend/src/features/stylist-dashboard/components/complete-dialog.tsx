import { formatDollars } from '@beauty/domain/pricing';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useId } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { useOpenings, useShown } from '@/components/ui/use-shown';
import { formatAppointment } from '@/lib/booking-display';
import { COMPLETE_PATCH, useUpdateStylistBooking } from '../api/update-stylist-booking';
import { appointmentTitle, clientLabel } from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';
import { FinalPriceField, usePriceText } from './final-price-field';
import '@/styles/patterns/staff-panel.css';

interface CompleteDialogProps {
  booking: StaffBookingRow | null;
  onClose: () => void;
  onCompleted?: (bookingId: string) => void;
}

/**
 * 'Mark as Completed' (spec 001 section 4): 'Complete Appointment' sets the status and the
 * payment status to completed; the revenue card follows once the worker has recomputed. What she
 * paid in all is asked first, starting from the booking's total each time the dialog opens: a
 * different amount is sent as its final price.
 */
export function CompleteDialog({ booking, onClose, onCompleted }: CompleteDialogProps) {
  const shown = useShown(booking);
  const openings = useOpenings(booking !== null);
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Mark as Completed"
      description="The appointment is recorded as done and its payment as received in full."
    >
      {shown ? (
        <CompleteForm key={openings} booking={shown} onClose={onClose} onCompleted={onCompleted} />
      ) : null}
    </Dialog>
  );
}

function CompleteForm({
  booking,
  onClose,
  onCompleted,
}: {
  booking: StaffBookingRow;
  onClose: () => void;
  onCompleted?: (bookingId: string) => void;
}) {
  const update = useUpdateStylistBooking();
  const feedback = useBookingFeedback();
  const price = usePriceText(booking.totalPriceCents);
  const priceId = useId();

  const complete = () => {
    if (update.isPending || !price.check() || price.cents === null) return;
    const patch =
      price.cents === booking.totalPriceCents
        ? COMPLETE_PATCH
        : { ...COMPLETE_PATCH, totalPriceCents: price.cents };
    update.mutate(
      { bookingId: booking.id, patch },
      {
        onSuccess: () => {
          feedback.updated();
          onClose();
          onCompleted?.(booking.id);
        },
        onError: feedback.failed,
      },
    );
  };

  return (
    <form
      className="stack gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        complete();
      }}
    >
      <dl className="stylist-facts staff-facts stack">
        <div>
          <dt>Client</dt>
          <dd>{clientLabel(booking.clientName)}</dd>
        </div>
        <div>
          <dt>Appointment</dt>
          <dd>
            {appointmentTitle(booking.eventType)}, {formatAppointment(booking.eventDate, booking.eventTime)}
          </dd>
        </div>
      </dl>
      <FinalPriceField
        id={priceId}
        price={price}
        hint={
          booking.priceSetAt
            ? `What she paid in all: the final price set is ${formatDollars(booking.totalPriceCents)}.`
            : `What she paid in all: the estimate she booked with is ${formatDollars(booking.totalPriceCents)}.`
        }
      />
      <DialogButtons
        onDismiss={onClose}
        label="Complete Appointment"
        busyLabel="Completing..."
        busy={update.isPending}
      />
    </form>
  );
}
