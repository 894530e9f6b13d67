import { formatDollars } from '@beauty/domain/pricing';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useId } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { useShown } from '@/components/ui/use-shown';
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
 * paid in all is asked first, starting from the booking's total: a different amount is sent as its
 * final price.
 */
export function CompleteDialog(props: CompleteDialogProps) {
  const shown = useShown(props.booking);
  // A new price field for each booking opened.
  return <CompleteDialogFor key={shown?.id ?? 'none'} shown={shown} {...props} />;
}

function CompleteDialogFor({
  booking,
  shown,
  onClose,
  onCompleted,
}: CompleteDialogProps & { shown: StaffBookingRow | null }) {
  const update = useUpdateStylistBooking();
  const feedback = useBookingFeedback();
  const price = usePriceText(shown?.totalPriceCents ?? 0);
  const priceId = useId();

  const complete = () => {
    if (!shown || update.isPending) return;
    price.setTried(true);
    if (price.cents === null) return;
    const patch =
      price.cents === shown.totalPriceCents
        ? COMPLETE_PATCH
        : { ...COMPLETE_PATCH, totalPriceCents: price.cents };
    update.mutate(
      { bookingId: shown.id, patch },
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
        <>
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
          </dl>
          <FinalPriceField
            id={priceId}
            price={price}
            hint={
              shown.priceSetAt
                ? `What she paid in all: the final price set is ${formatDollars(shown.totalPriceCents)}.`
                : `What she paid in all: the estimate she booked with is ${formatDollars(shown.totalPriceCents)}.`
            }
          />
        </>
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
