import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@beauty/domain/catalog';
import type { Service } from '@beauty/domain/schemas/catalog';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/fields';
import { useShown } from '@/components/ui/use-shown';
import { formatAppointment } from '@/lib/booking-display';
import { useCatalogAddOns } from '@/lib/catalog-queries';
import { addOnNames, appointmentTitle, clientLabel, servicesSummary } from '../appointment-rows';
import '@/styles/patterns/staff-panel.css';

/**
 * The notes button of every row (spec 001): the booking's special notes, read-only ('No notes
 * added' when there are none), with the details a stylist needs on the day, and what the studio
 * wrote her when it cancelled.
 */
export function BookingNotesDialog({
  booking,
  services,
  onClose,
}: {
  booking: StaffBookingRow | null;
  services: readonly Service[];
  onClose: () => void;
}) {
  const shown = useShown(booking);
  const id = useId();
  const addOns = useCatalogAddOns();
  const method = shown?.paymentMethod as PaymentMethod | null | undefined;
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Appointment Notes"
      description={
        shown
          ? `${clientLabel(shown.clientName)} · ${appointmentTitle(shown.eventType)} · ${formatAppointment(shown.eventDate, shown.eventTime)}`
          : undefined
      }
    >
      {shown ? (
        <>
          <TextareaField
            id={`${id}-notes`}
            label="Special notes"
            readOnly
            rows={4}
            placeholder="No notes added"
            value={shown.specialNotes ?? ''}
          />
          <dl className="stylist-facts staff-facts stack">
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${shown.clientEmail}`}>{shown.clientEmail}</a>
              </dd>
            </div>
            {shown.clientPhone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${shown.clientPhone}`}>{shown.clientPhone}</a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Services</dt>
              <dd>{servicesSummary(shown, services) || 'None recorded'}</dd>
            </div>
            {shown.addOns.length > 0 ? (
              <div>
                <dt>Add-ons</dt>
                <dd>{addOnNames(shown.addOns, addOns)}</dd>
              </div>
            ) : null}
            {shown.location ? (
              <div>
                <dt>Location</dt>
                <dd>{shown.location}</dd>
              </div>
            ) : null}
            {shown.cancellationNote ? (
              <div>
                <dt>Note to the client</dt>
                <dd className="staff-facts__text">{shown.cancellationNote}</dd>
              </div>
            ) : null}
            {method ? (
              <div>
                <dt>Payment</dt>
                <dd>
                  {PAYMENT_METHOD_LABELS[method] ?? method}
                  {shown.paymentHandle ? ` · ${shown.paymentHandle}` : ''}
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
