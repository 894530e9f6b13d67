import { consultationCompletableFrom } from '@beauty/domain/consultations';
import { consultationMessages } from '@beauty/domain/messages';
import type { StaffConsultation } from '@beauty/domain/schemas/consultation';
import { withTimeZoneName } from '@beauty/domain/slots';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SparkleIcon } from '@/components/icons';
import { EmptyState, QueryListStates } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { bookingTitle, formatAppointment, formatInstant } from '@/lib/booking-display';
import {
  useChangeConsultationStatus,
  useScheduleConsultation,
  useStaffConsultations,
} from '@/lib/staff-consultations';
import { useTimeReached } from '@/lib/use-time-reached';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { consultationTarget, ScheduleConsultationDialog } from './schedule-consultation-dialog';
import './staff-consultations.css';
import { nextPageOf, ShowMore } from '@/components/show-more';
import '@/styles/patterns/staff-panel.css';
import { emailLink, phoneLink } from '@/components/contact-links';

/** The badge of an open consultation: a move she asked for comes before its status. */
export function staffConsultationBadge(consultation: Pick<StaffConsultation, 'status' | 'moveRequest'>) {
  if (consultation.moveRequest)
    return { label: consultationMessages.moveRequested, variant: 'destructive' } as const;
  return consultation.status === 'scheduled'
    ? ({ label: 'Scheduled', variant: 'secondary' } as const)
    : ({ label: consultationMessages.toBeScheduled, variant: 'gold' } as const);
}

/**
 * Free consultations that came with bookings and are still open, for stylists and admins
 * (Management Panel and Stylist Dashboard): the client and how to reach her, the booking, when
 * it is (or 'To be scheduled'), a move she asked for; Schedule / Move, Mark Completed (once its
 * time has come), Cancel.
 */
export function StaffConsultations({ intro }: { intro?: string }) {
  const consultations = useStaffConsultations();
  const [scheduling, setScheduling] = useState<StaffConsultation | null>(null);
  const schedule = useScheduleConsultation();
  // One object while the dialog is open: the dialog fills its form when this changes.
  const target = useMemo(() => (scheduling ? consultationTarget(scheduling) : null), [scheduling]);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waiting = consultations.data?.filter((c) => c.status === 'requested' || c.moveRequest).length;

  return (
    <section className="staff-consults stack gap-4" aria-labelledby={headingId}>
      <div className="stack gap-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="staff-consults__title">
          Free Consultations
          {waiting ? (
            <span className="staff-consults__count">
              {` (${waiting}${consultations.hasNextPage ? '+' : ''} to schedule)`}
            </span>
          ) : null}
        </h2>
        <p className="note">
          {intro ??
            'Consultations clients added to their bookings: set a time, and the client is emailed it.'}
        </p>
      </div>
      <QueryListStates
        boxed
        query={consultations}
        loading="Loading consultations…"
        failed="The consultations could not be loaded just now."
        empty={
          <EmptyState
            boxed
            titleAs="h3"
            icon={<SparkleIcon />}
            title="No consultations to schedule"
            text="When a client adds the free consultation to a booking, it appears here."
          />
        }
      >
        {(list) => (
          <>
            <ul className="staff-consults__list stack gap-4 plain-list" aria-label="Free consultations">
              {list.map((consultation) => (
                <ConsultationItem
                  key={consultation.id}
                  consultation={consultation}
                  onSchedule={setScheduling}
                  // Completed or cancelled, it leaves the list: the keyboard goes on from the heading
                  // (where the page is: a pointer user further down is not scrolled up).
                  onClosed={() => headingRef.current?.focus({ preventScroll: true })}
                />
              ))}
            </ul>
            <ShowMore
              page={nextPageOf(consultations)}
              label="Show more consultations"
              loadingLabel="Loading more consultations…"
              failure="More consultations could not be loaded just now."
              className="staff-consults__more"
            />
          </>
        )}
      </QueryListStates>
      <ScheduleConsultationDialog
        consultation={target}
        schedule={schedule}
        onClose={() => setScheduling(null)}
      />
    </section>
  );
}

function ConsultationItem({
  consultation,
  onSchedule,
  onClosed,
}: {
  consultation: StaffConsultation;
  onSchedule: (consultation: StaffConsultation) => void;
  onClosed: () => void;
}) {
  const change = useChangeConsultationStatus();
  const onUnauthorized = useUnauthorizedRedirect(window.location.pathname + window.location.search);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The question replaces the Cancel button: 'Keep It' takes the focus, and gives it back to Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnToCancel = useRef(false);
  useEffect(() => {
    if (confirmingCancel || !returnToCancel.current) return;
    returnToCancel.current = false;
    cancelRef.current?.focus();
  }, [confirmingCancel]);
  const titleId = useId();
  const badge = staffConsultationBadge(consultation);
  const { customer, booking, moveRequest } = consultation;
  const started = useTimeReached(consultationCompletableFrom(consultation)?.getTime() ?? null);
  const when =
    consultation.scheduledDate && consultation.status === 'scheduled'
      ? formatAppointment(consultation.scheduledDate, consultation.scheduledTime)
      : null;

  const mark = (status: 'completed' | 'cancelled') =>
    change.mutate(
      { id: consultation.id, status },
      {
        onSuccess: () => {
          onClosed();
          toast({
            title: status === 'completed' ? 'Consultation Completed' : 'Consultation Cancelled',
            description: `${customer.name}'s consultation is marked ${status}.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          if (onUnauthorized(error)) return;
          toast({
            title: 'Update Failed',
            description:
              errorStatus(error) === 409
                ? (readErrorBody(error).message ?? consultationMessages.updateFailed)
                : consultationMessages.updateFailed,
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <li className="staff-consult" data-consultation-id={consultation.id}>
      <article className="staff-panel" aria-labelledby={titleId}>
        <header className="staff-consult__header staff-header-row">
          <h3 id={titleId} className="staff-consult__title">
            {customer.name}
          </h3>
          <Badge variant={badge.variant}>
            <span className="visually-hidden">Status: </span>
            {badge.label}
          </Badge>
        </header>
        <dl className="staff-consult__facts staff-facts stack staff-facts--narrow">
          <div>
            <dt>When</dt>
            <dd>{when ? withTimeZoneName(when) : consultationMessages.toBeScheduled}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{emailLink(customer.email)}</dd>
          </div>
          {customer.phone?.trim() ? (
            <div>
              <dt>Phone</dt>
              <dd>{phoneLink(customer.phone)}</dd>
            </div>
          ) : null}
          {booking ? (
            <div>
              <dt>Booking</dt>
              <dd>
                <Link to={`/stylist?booking=${booking.id}`}>
                  {bookingTitle(booking.eventType)}, {formatAppointment(booking.eventDate, booking.eventTime)}
                </Link>{' '}
                <span className="muted">({booking.status})</span>
              </dd>
            </div>
          ) : null}
          {consultation.meetingNote ? (
            <div>
              <dt>How you meet</dt>
              <dd>{consultation.meetingNote}</dd>
            </div>
          ) : null}
          {consultation.scheduledBy && consultation.scheduledAt ? (
            <div>
              <dt>Set by</dt>
              <dd>
                {consultation.scheduledBy}, {formatInstant(consultation.scheduledAt)}
              </dd>
            </div>
          ) : null}
        </dl>
        {moveRequest ? (
          <div className="staff-consult__move stack gap-1" role="note" aria-label="Move requested">
            <p className="staff-consult__move-title">
              {consultationMessages.moveRequested} · {formatInstant(moveRequest.requestedAt)}
            </p>
            <p>
              <span className="muted">Preferred times: </span>
              {moveRequest.preferredTimes}
            </p>
            {moveRequest.note ? (
              <p>
                <span className="muted">Note: </span>
                {moveRequest.note}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="staff-consult__actions cluster gap-2">
          {confirmingCancel ? (
            <>
              <span className="staff-consult__confirm" role="status">
                Cancel this consultation?
              </span>
              {/* Stays while it runs: a refusal leaves the question, and the focus, where they were. */}
              <Button
                size="sm"
                variant="destructive"
                busy={change.isPending}
                busyLabel="Cancelling..."
                onClick={() => mark('cancelled')}
              >
                Yes, Cancel It
              </Button>
              <Button
                size="sm"
                variant="outline"
                // The question has just replaced the Cancel button she pressed.
                autoFocus
                onClick={() => {
                  returnToCancel.current = true;
                  setConfirmingCancel(false);
                }}
              >
                Keep It
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" onClick={() => onSchedule(consultation)}>
                {consultation.status === 'scheduled' ? 'Move' : 'Schedule'}
                <span className="visually-hidden"> the consultation of {customer.name}</span>
              </Button>
              {consultation.status !== 'scheduled' ? null : started ? (
                <Button size="sm" variant="outline" busy={change.isPending} onClick={() => mark('completed')}>
                  Mark Completed
                  <span className="visually-hidden"> ({customer.name})</span>
                </Button>
              ) : (
                <span className="fine-print">Mark Completed once it has started</span>
              )}
              <Button
                ref={cancelRef}
                size="sm"
                variant="ghost"
                busy={change.isPending}
                onClick={() => setConfirmingCancel(true)}
              >
                Cancel
                <span className="visually-hidden"> the consultation of {customer.name}</span>
              </Button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
