import { cancellationPolicyText, cancelTooLateText } from '@beauty/domain/business-settings';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import type { BookingDetail, BookingReschedule } from '@beauty/domain/schemas/booking';
import { isActiveBooking } from '@beauty/domain/status';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { bookingTitle, formatAppointment, formatInstant, formatMemberSince } from '@/lib/booking-display';
import { pastDateToast } from '@/lib/booking-toasts';
import { isIsoDate } from '@/lib/iso-date';
import { useCancellationHours } from '@/lib/site';
import { useBusinessToday } from '@/lib/use-business-today';
import { useActionErrors } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useCancelBooking } from '../api/cancel-booking';
import { bookingDetailQueryKey } from '../api/get-booking';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { appointmentIsOver, reviewServiceOf } from './booking-detail-words';
import { TimePicker } from './time-picker';

/** A refused change: the server's words in a toast, and the detail asked again (it may have moved on). */
function useChangeFailed(bookingId: string) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect(`/bookings/${bookingId}`);
  return (error: unknown) => {
    if (onUnauthorized(error)) return;
    const status = errorStatus(error);
    const { message, errors } = readErrorBody(error);
    toast({
      title: toasts.bookingUpdateFailed.title,
      description: message ?? errors[0]?.message ?? toasts.bookingUpdateFailed.description,
      variant: 'destructive',
    });
    if (status === 409 || status === 422) {
      void queryClient.invalidateQueries({ queryKey: bookingDetailQueryKey(bookingId) });
    }
  };
}

/** The time she gave: when styling starts, or (ready-by) when everyone must be ready. */
const givenTime = (booking: BookingDetail) =>
  booking.timeMode === 'ready-by' && booking.readyBy ? booking.readyBy : booking.eventTime;

type RescheduleField = 'eventDate' | 'eventTime';
type RescheduleChange = { field: RescheduleField; value: string };

/** A new date takes away both messages (its times are asked again); a new time, the time's. */
const rescheduleFieldsOf = ({ field }: RescheduleChange): RescheduleField[] =>
  field === 'eventDate' ? ['eventDate', 'eventTime'] : ['eventTime'];

/** A refused date is focused; a refused time is read out by its toast and its message. */
const focusRescheduleField = (field: RescheduleField) => {
  if (field === 'eventDate') document.getElementById('reschedule-eventDate')?.focus();
};

const NO_SLOT = { eventDate: '', eventTime: '' };

/**
 * A new date and one of its times at which this booking (its own selection, area and party;
 * its own time counts free) can be fully staffed, in the booking's time mode.
 */
function RescheduleForm({
  booking,
  cancellationHours,
}: {
  booking: BookingDetail;
  cancellationHours: number;
}) {
  const today = useBusinessToday();
  const [{ eventDate, eventTime }, setSlot] = useState(NO_SLOT);
  const change = useCallback(
    ({ field, value }: RescheduleChange) => setSlot((current) => ({ ...current, [field]: value })),
    [],
  );
  const { errors, setErrors, update, showProblem } = useActionErrors(
    change,
    rescheduleFieldsOf,
    focusRescheduleField,
  );
  const reschedule = useRescheduleBooking(booking.id);
  const onFailed = useChangeFailed(booking.id);
  const onTimeChange = useCallback((time: string) => update({ field: 'eventTime', value: time }), [update]);

  const refuse = (message: { title: string; description: string }, field: RescheduleField) =>
    showProblem(message, [field]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reschedule.isPending) return;
    if (!isIsoDate(eventDate)) return refuse(toasts.missingDateTime, 'eventDate');
    if (!eventTime) return refuse(toasts.missingDateTime, 'eventTime');
    if (today && eventDate < today) return refuse(pastDateToast, 'eventDate');
    if (eventDate === booking.eventDate && eventTime === givenTime(booking)) {
      return refuse(
        { title: toasts.bookingUpdateFailed.title, description: bookingMessages.sameSlot },
        'eventTime',
      );
    }
    setErrors({});
    // Awaited: a move into the last 48 hours unmounts this form before per-call callbacks would run.
    reschedule
      .mutateAsync({
        eventDate,
        eventTime: eventTime as BookingReschedule['eventTime'],
        timeMode: booking.timeMode,
      })
      .then((updated) => {
        toast({
          title: 'Booking Rescheduled',
          description: `${bookingMessages.rescheduled} ${formatAppointment(updated.eventDate, updated.eventTime)}.`,
          variant: 'success',
        });
        setSlot(NO_SLOT);
      }, onFailed);
  };

  return (
    <form
      className="reschedule-form stack gap-4"
      aria-labelledby="reschedule-title"
      noValidate
      onSubmit={onSubmit}
    >
      <h3 id="reschedule-title" className="booking-changes__heading">
        Reschedule
      </h3>
      <InputField
        id="reschedule-eventDate"
        label="New Date"
        type="date"
        name="eventDate"
        min={today || undefined}
        error={errors.eventDate}
        value={eventDate}
        onChange={(event) => update({ field: 'eventDate', value: event.target.value })}
      />
      <TimePicker
        idPrefix="reschedule-eventTime"
        name="rescheduleTime"
        legend="New Time"
        params={{ date: eventDate, timeMode: booking.timeMode, booking: booking.id }}
        today={today}
        value={eventTime}
        error={errors.eventTime}
        onChange={onTimeChange}
        changeWindow={{ hours: cancellationHours, action: 'move' }}
      />
      <Button type="submit" variant="secondary" block busy={reschedule.isPending} busyLabel="Rescheduling...">
        Reschedule Booking
      </Button>
    </form>
  );
}

function CancelBooking({ booking }: { booking: BookingDetail }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking(booking.id);
  const onFailed = useChangeFailed(booking.id);
  const close = useCallback(() => setConfirming(false), []);

  // Awaited rather than per-call callbacks: once cancelled, this button (and its dialog) unmounts.
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      toast({ title: 'Booking Cancelled', description: bookingMessages.cancelled, variant: 'success' });
    } catch (error) {
      onFailed(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outline" block className="booking-changes__cancel" onClick={() => setConfirming(true)}>
        Cancel Booking
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={close}
        title="Cancel this booking?"
        description={`Your ${bookingTitle(booking.eventType).toLowerCase()} appointment on ${formatAppointment(booking.eventDate, booking.eventTime)} will be cancelled and the time released for others. This cannot be undone.`}
        keepLabel="Keep Booking"
        keepLockedWhileBusy
        label="Yes, Cancel Booking"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/**
 * Once the appointment is behind her: thanks, a review of what she had, and the next booking. A
 * request whose day passed before it was confirmed is not reviewed: only the next booking.
 */
function AfterAppointment({ booking }: { booking: BookingDetail }) {
  const unconfirmed = booking.status === 'pending';
  return (
    <Card>
      <CardHeader>
        <CardTitle>After Your Appointment</CardTitle>
      </CardHeader>
      <CardContent className="stack gap-4">
        <p className="booking-changes__state">
          {unconfirmed
            ? 'This request was not confirmed before its date. We would love to help with your next occasion.'
            : 'Thank you for celebrating with us! We would love to hear how your day went.'}
        </p>
        <div className="cluster gap-3">
          {unconfirmed ? null : (
            <Link to={`/submit-testimonial?service=${reviewServiceOf(booking)}`} className={buttonClasses()}>
              Write a Review
            </Link>
          )}
          <Link to="/book" className={buttonClasses({ variant: unconfirmed ? 'primary' : 'outline' })}>
            Book Another Appointment
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The cancellation policy, and the reschedule form and Cancel button while the booking may still
 * change; once the appointment is behind her, a review and the next booking instead.
 */
export function BookingChanges({ booking }: { booking: BookingDetail }) {
  const active = isActiveBooking(booking.status);
  // The window the owner set in Business Settings (the booking's changeableUntil follows it).
  const cancellationHours = useCancellationHours();
  const today = useBusinessToday();
  if (appointmentIsOver(booking, today)) return <AfterAppointment booking={booking} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Changes & Cancellation</CardTitle>
      </CardHeader>
      <CardContent className="stack gap-5">
        <p className="booking-changes__policy">{cancellationPolicyText(cancellationHours)}</p>
        {booking.status === 'cancelled' ? (
          <p className="booking-changes__state">
            This booking was cancelled
            {booking.cancelledAt ? ` on ${formatMemberSince(booking.cancelledAt)}` : ''}.{' '}
            <Link to="/book">Book another appointment</Link>
          </p>
        ) : null}
        {booking.status === 'cancelled' && booking.cancellationNote ? (
          <figure className="booking-changes__note stack gap-1">
            <figcaption className="fine-print">A note from us</figcaption>
            <blockquote>{booking.cancellationNote}</blockquote>
          </figure>
        ) : null}
        {active && (booking.canCancel || booking.canReschedule) ? (
          <p className="booking-changes__until">
            You can change this booking online until <strong>{formatInstant(booking.changeableUntil)}</strong>
            .
          </p>
        ) : null}
        {active && !booking.canCancel && !booking.canReschedule ? (
          <p className="booking-changes__state">
            {cancelTooLateText(cancellationHours)} <Link to="/contact">Contact us</Link>
          </p>
        ) : null}
        {booking.canReschedule ? (
          <RescheduleForm booking={booking} cancellationHours={cancellationHours} />
        ) : null}
        {booking.canCancel ? <CancelBooking booking={booking} /> : null}
      </CardContent>
    </Card>
  );
}
