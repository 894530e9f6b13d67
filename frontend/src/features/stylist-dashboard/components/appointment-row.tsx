import { hasFinalPrice } from '@beauty/domain/payment-words';
import { formatDollars } from '@beauty/domain/pricing';
import type { Service } from '@beauty/domain/schemas/catalog';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import type { PaymentStatus } from '@beauty/domain/status';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircleIcon, HandIcon, NotesIcon, SlidersIcon } from '@/components/back-office-icons';
import { DateTile } from '@/components/date-tile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatAppointment, formatInstant } from '@/lib/booking-display';
import { useClaimBooking } from '../api/claim-booking';
import {
  appointmentStatusBadge,
  appointmentTitle,
  clientLabel,
  PAYMENT_STATUS_LABELS,
  rowActions,
  servicesSummary,
  type Viewer,
} from '../appointment-rows';
import { useBookingFeedback } from '../use-booking-feedback';
import { BookingPlan } from './booking-plan';
import { StaffControls } from './staff-controls';
import '@/styles/patterns/staff-list-item.css';

export interface AppointmentRowProps {
  booking: StaffBookingRow;
  viewer: Viewer;
  services: readonly Service[];
  onComplete: (booking: StaffBookingRow) => void;
  onNotes: (booking: StaffBookingRow) => void;
  onCancel: (booking: StaffBookingRow) => void;
  /** Opened from the week view: scroll here, open the staff controls (admins) and take focus. */
  spotlight?: boolean;
  onSpotlit?: () => void;
}

/**
 * One appointment (spec 001): client (or 'Client'), event (or 'Service Appointment'), date at
 * time, status badge, total and deposit, and what the viewer may do with it: claim, complete,
 * read the notes, and for admins the staff controls.
 */
export function AppointmentRow({
  booking,
  viewer,
  services,
  onComplete,
  onNotes,
  onCancel,
  spotlight = false,
  onSpotlit,
}: AppointmentRowProps) {
  const actions = rowActions(booking, viewer);
  const badge = appointmentStatusBadge(booking.status);
  const client = clientLabel(booking.clientName);
  const summary = servicesSummary(booking, services);
  const claim = useClaimBooking();
  const feedback = useBookingFeedback();
  const [managing, setManaging] = useState(false);
  const [highlighted, setHighlighted] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);
  const controlsId = useId();
  const paymentLabel = PAYMENT_STATUS_LABELS[booking.paymentStatus as PaymentStatus];

  // From the week view: an admin lands on the assign select, a stylist on the row itself.
  useEffect(() => {
    if (!spotlight) return;
    if (actions.staffControls && !managing) {
      setManaging(true);
      return;
    }
    const row = rowRef.current;
    if (!row) return;
    setHighlighted(true);
    const folded = row.closest('details');
    if (folded) folded.open = true;
    const target =
      (actions.staffControls ? row.querySelector<HTMLElement>('.stylist-staff select') : null) ?? row;
    row.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
    onSpotlit?.();
  }, [spotlight, managing, actions.staffControls, onSpotlit]);

  return (
    <li
      ref={rowRef}
      className={`stylist-appt stylist-appt--${booking.status}${highlighted ? ' stylist-appt--spotlit' : ''}`}
      data-booking-id={booking.id}
      tabIndex={-1}
      onBlur={(event) => {
        if (highlighted && !event.currentTarget.contains(event.relatedTarget)) setHighlighted(false);
      }}
    >
      <div className="stylist-appt__row">
        <DateTile isoDate={booking.eventDate} />
        <div className="stylist-appt__main stack gap-1">
          <p className="staff-item__title stylist-appt__client">{client}</p>
          <p className="stylist-appt__event cluster">
            <span>{appointmentTitle(booking.eventType)}</span>
            <span className="muted">{formatAppointment(booking.eventDate, booking.eventTime)}</span>
          </p>
          {summary ? <p className="fine-print">{summary}</p> : null}
          <BookingPlan booking={booking} viewerId={viewer.id} />
          {booking.holdExpiresAt ? (
            <p className="stylist-appt__hold">
              Date held for the deposit until {formatInstant(booking.holdExpiresAt)}
            </p>
          ) : null}
          <div className="stylist-appt__badges cluster gap-2">
            <Badge variant={badge.variant}>{badge.label}</Badge>
            {paymentLabel && booking.paymentStatus !== 'unpaid' ? (
              <Badge variant="gold">{paymentLabel}</Badge>
            ) : null}
            {booking.noShow ? <Badge variant="destructive">No-show</Badge> : null}
            {actions.claim ? <Badge variant="secondary">Unassigned</Badge> : null}
          </div>
        </div>
        <div className="stylist-appt__money stack">
          <p className="stylist-appt__total">
            <span className="visually-hidden">Total </span>
            {formatDollars(booking.totalPriceCents ?? 0)}
          </p>
          <p className="fine-print">{hasFinalPrice(booking) ? 'Final price' : 'Estimate'}</p>
          {booking.depositCents > 0 ? (
            <p className="stylist-appt__deposit fine-print">Deposit {formatDollars(booking.depositCents)}</p>
          ) : null}
        </div>
        <div className="stylist-appt__actions cluster gap-2">
          {actions.claim ? (
            <Button
              size="sm"
              busy={claim.isPending}
              onClick={() =>
                claim.mutate(booking.id, { onSuccess: feedback.updated, onError: feedback.failed })
              }
            >
              <HandIcon />
              {claim.isPending ? 'Claiming...' : 'Claim'}
              <span className="visually-hidden"> {client}'s appointment</span>
            </Button>
          ) : null}
          {actions.complete ? (
            <Button size="sm" variant="secondary" data-action="complete" onClick={() => onComplete(booking)}>
              <CheckCircleIcon />
              Complete
              <span className="visually-hidden"> {client}'s appointment</span>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => onNotes(booking)}>
            <NotesIcon />
            Notes
            <span className="visually-hidden"> for {client}'s appointment</span>
          </Button>
          {actions.staffControls ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={managing}
              aria-controls={controlsId}
              onClick={() => setManaging((open) => !open)}
            >
              <SlidersIcon />
              Manage
              <span className="visually-hidden"> {client}'s appointment</span>
            </Button>
          ) : null}
        </div>
      </div>
      {actions.staffControls ? (
        <div id={controlsId} hidden={!managing}>
          {managing ? <StaffControls booking={booking} actions={actions} onCancel={onCancel} /> : null}
        </div>
      ) : null}
    </li>
  );
}
