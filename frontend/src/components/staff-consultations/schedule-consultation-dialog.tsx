import { CONSULTATION_MINUTES, consultationTimeProblem } from '@beauty/domain/consultations';
import { LIMITS } from '@beauty/domain/limits';
import { consultationMessages } from '@beauty/domain/messages';
import type { ConsultationScheduleInput, StaffConsultation } from '@beauty/domain/schemas/consultation';
import { ConsultationScheduleInput as scheduleValidator } from '@beauty/domain/standalone-validators';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { formatAppointment } from '@/lib/booking-display';
import { useScheduleConsultation } from '@/lib/staff-consultations';
import { useBusinessToday } from '@/lib/use-business-today';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { type FieldErrors, validate } from '@/lib/validation';

type Errors = FieldErrors<ConsultationScheduleInput>;

/**
 * 'Schedule Consultation' / 'Move Consultation': a date and a time (Pacific Time, 30 minutes)
 * and an optional note on how they will meet. Checked here with the domain's schema and rule
 * (not in the past), and again by the server; saving emails the client a calendar file.
 */
export function ScheduleConsultationDialog({
  consultation,
  onClose,
}: {
  consultation: StaffConsultation | null;
  onClose: () => void;
}) {
  const today = useBusinessToday();
  const schedule = useScheduleConsultation();
  const onUnauthorized = useUnauthorizedRedirect(window.location.pathname + window.location.search);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState<StaffConsultation | null>(null);

  // Filled from the consultation each time the dialog opens for one.
  useEffect(() => {
    if (!consultation) return;
    setShown(consultation);
    setDate(consultation.scheduledDate ?? '');
    setTime(consultation.scheduledTime ?? '');
    setNote(consultation.meetingNote ?? '');
    setErrors({});
  }, [consultation]);

  const moving = shown?.status === 'scheduled';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown || schedule.isPending) return;
    const input: ConsultationScheduleInput = {
      scheduledDate: date,
      scheduledTime: time,
      ...(note.trim() ? { meetingNote: note.trim() } : {}),
    };
    const checked = validate<ConsultationScheduleInput>(scheduleValidator, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const problem = consultationTimeProblem(date, time);
    if (problem) {
      setErrors(
        problem === 'in-the-past'
          ? { scheduledTime: consultationMessages.inThePast }
          : { scheduledDate: consultationMessages.tooFarAhead },
      );
      return;
    }
    setErrors({});
    schedule.mutate(
      { id: shown.id, input },
      {
        onSuccess: (answer) => {
          toast({
            title: moving ? 'Consultation Moved' : 'Consultation Scheduled',
            description: `${answer.customer.name}: ${formatAppointment(date, time)}. ${consultationMessages.scheduled}`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          if (onUnauthorized(error)) return;
          const body = readErrorBody(error);
          if (body.errors.length) {
            setErrors(Object.fromEntries(body.errors.map((e) => [e.field, e.message])) as Errors);
            return;
          }
          toast({
            title: 'Update Failed',
            description:
              errorStatus(error) === 409 || errorStatus(error) === 404
                ? (body.message ?? consultationMessages.updateFailed)
                : consultationMessages.updateFailed,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={consultation !== null}
      onClose={onClose}
      title={moving ? 'Move Consultation' : 'Schedule Consultation'}
      description={`${CONSULTATION_MINUTES} minutes, Pacific Time. The client is emailed the time with a calendar file.`}
    >
      <form className="staff-consult-form" onSubmit={submit} noValidate>
        {shown ? (
          <p className="staff-consult-form__who">
            For <strong>{shown.customer.name}</strong>
            {shown.moveRequest ? (
              <>
                {' '}
                · asked for:{' '}
                <span className="staff-consult-form__asked">{shown.moveRequest.preferredTimes}</span>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="staff-consult-form__when">
          <InputField
            id="consultation-date"
            label="Date"
            type="date"
            min={today || undefined}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={errors.scheduledDate}
            required
          />
          <InputField
            id="consultation-time"
            label="Time"
            type="time"
            step={900}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            error={errors.scheduledTime}
            required
          />
        </div>
        <TextareaField
          id="consultation-note"
          label="How you will meet"
          labelNote="(optional)"
          hint="Sent to the client, e.g. 'Video call, we will email the link' or 'At the studio'."
          rows={2}
          maxLength={LIMITS.consultationNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.meetingNote}
        />
        <DialogActions>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? 'Saving…' : moving ? 'Move and Email Client' : 'Schedule and Email Client'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
