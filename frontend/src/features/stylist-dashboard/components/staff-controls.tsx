import { adminMessages } from '@beauty/domain/messages';
import type { AdminBookingPatch, StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { Switch } from '@/components/ui/switch';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { formatInstant } from '@/lib/booking-display';
import { staffName, useStaffMembers } from '../api/get-staff-users';
import { useUpdateStaffBooking } from '../api/update-staff-booking';
import {
  hasStarted,
  PAYMENT_STATUS_CHOICES,
  PAYMENT_STATUS_LABELS,
  type RowActions,
} from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';
import { FinalPriceField, usePriceText } from './final-price-field';
import '@/styles/patterns/staff-field-grid.css';

/**
 * Issue 5 point 2, for admins: confirm a pending booking, assign a stylist, record the deposit
 * and the balance, mark a no-show, set the final price, cancel. Each change is one PATCH /api/admin/bookings/{id}.
 * Assigning moves the booking's held time to that stylist as lead (issue 11): when she is not
 * free then, the server's reason stays under the select until the next change.
 */
export function StaffControls({
  booking,
  actions,
  onCancel,
}: {
  booking: StaffBookingRow;
  actions: RowActions;
  onCancel: (booking: StaffBookingRow) => void;
}) {
  const staff = useStaffMembers({ enabled: true });
  const update = useUpdateStaffBooking();
  const feedback = useBookingFeedback();
  const id = useId();
  const started = hasStarted(booking);
  const busy = update.isPending;
  const [assignError, setAssignError] = useState<string | null>(null);

  // Controls stay enabled while a change is saved (disabling would drop keyboard focus); a change
  // made meanwhile waits its turn and is sent once the one before has answered.
  const queued = useRef<AdminBookingPatch | null>(null);
  // `refused` hears the server's reason when it refuses the change (409, 422).
  const send = (patch: AdminBookingPatch, refused?: (reason: string) => void) => {
    if (busy) {
      queued.current = { ...queued.current, ...patch };
      return;
    }
    setAssignError(null);
    update.mutate(
      { bookingId: booking.id, patch },
      {
        onSuccess: feedback.updated,
        onError: (error) => {
          if ('stylistId' in patch && errorStatus(error) === 409) {
            setAssignError(readErrorBody(error).message ?? null);
          }
          const status = errorStatus(error);
          const reason = readErrorBody(error).message;
          if (refused && reason && (status === 409 || status === 422)) refused(reason);
          feedback.failed(error);
        },
        onSettled: () => {
          const next = queued.current;
          queued.current = null;
          if (next) send(next);
        },
      },
    );
  };

  const members = staff.data ?? [];
  // Someone no longer on the staff list (e.g. their role changed) still shows as the assignee.
  const assigneeMissing = booking.stylistId !== null && !members.some((m) => m.id === booking.stylistId);

  return (
    <fieldset className="stylist-staff stack gap-4" aria-busy={busy}>
      <legend className="stylist-staff__legend">Staff controls</legend>
      <div className="staff-field-grid staff-field-grid--close staff-field-grid--thirds stylist-staff__fields">
        <SelectField
          id={`${id}-stylist`}
          label="Assigned stylist"
          hint={
            staff.isError
              ? 'The staff list could not be loaded.'
              : booking.plan.staffed
                ? 'Choosing someone moves the held time to her; Unassigned lets it go.'
                : 'Nobody holds time for this booking yet.'
          }
          error={assignError ?? undefined}
          value={booking.stylistId ?? ''}
          onChange={(event) => send({ stylistId: event.target.value || null })}
        >
          <option value="">Unassigned</option>
          {assigneeMissing ? (
            <option value={booking.stylistId ?? ''}>{booking.stylistName ?? 'Current stylist'}</option>
          ) : null}
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {staffName(member)}
              {member.role === 'admin' ? ' (admin)' : ''}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-payment`}
          label="Payment status"
          hint={
            // Recording the deposit does not confirm a request on its own: say what does.
            actions.confirm && booking.paymentStatus !== 'unpaid'
              ? 'Paid: press Confirm to confirm the booking and email her.'
              : undefined
          }
          value={booking.paymentStatus}
          onChange={(event) =>
            send({ paymentStatus: event.target.value as AdminBookingPatch['paymentStatus'] })
          }
        >
          {PAYMENT_STATUS_CHOICES.map((status) => (
            // Paid in full comes on the day: the server refuses it before the start.
            <option
              key={status}
              value={status}
              disabled={status === 'completed' && !started && booking.paymentStatus !== 'completed'}
            >
              {PAYMENT_STATUS_LABELS[status]}
              {status === 'completed' && !started && booking.paymentStatus !== 'completed'
                ? ' (from the appointment day)'
                : ''}
            </option>
          ))}
        </SelectField>
        <div className="stylist-staff__switch stack">
          <Switch
            label="Mark no-show"
            checked={booking.noShow}
            disabled={!started && !booking.noShow}
            aria-describedby={`${id}-noshow-hint`}
            onChange={(event) => send({ noShow: event.target.checked })}
          />
          <p id={`${id}-noshow-hint`} className="fine-print">
            {started ? 'The client did not turn up.' : 'Available once the appointment has started.'}
          </p>
        </div>
      </div>
      <PriceForm booking={booking} onSet={send} />
      {actions.confirm || actions.cancel ? (
        <div className="cluster gap-3">
          {actions.confirm ? (
            <Button size="sm" onClick={() => send({ status: 'confirmed' })}>
              Confirm
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button size="sm" variant="destructive" onClick={() => onCancel(booking)}>
              Cancel Booking
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The final price agreed with the client ('Set Price'): it replaces the estimate as her total,
 * and a deposit not yet received follows it. Nothing to set on a cancelled booking or one paid in
 * full or refunded (the server says the same); the server's reason for a refusal stays under the
 * field until the next edit.
 */
function PriceForm({
  booking,
  onSet,
}: {
  booking: StaffBookingRow;
  onSet: (patch: AdminBookingPatch, refused: (reason: string) => void) => void;
}) {
  const price = usePriceText(booking.totalPriceCents);
  const id = useId();
  const settled =
    booking.status === 'cancelled'
      ? adminMessages.priceOfCancelled
      : booking.paymentStatus === 'completed'
        ? adminMessages.priceOfPaidInFull
        : booking.paymentStatus === 'refunded'
          ? adminMessages.priceOfRefunded
          : null;
  const hint = settled
    ? settled
    : booking.priceSetAt
      ? `Final price set on ${formatInstant(booking.priceSetAt)}.`
      : 'Her total is still the estimate she booked with. A deposit not yet received follows the price you set.';
  return (
    <form
      className="stylist-staff__price cluster gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (price.check() && price.cents !== null)
          onSet({ totalPriceCents: price.cents }, price.setServerError);
      }}
    >
      <FinalPriceField id={`${id}-price`} price={price} hint={hint} disabled={settled !== null} />
      <Button size="sm" type="submit" variant="secondary" disabled={settled !== null}>
        Set Price
      </Button>
    </form>
  );
}
