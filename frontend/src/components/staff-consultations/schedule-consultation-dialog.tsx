import {
  CONSULTATION_HOURS,
  CONSULTATION_MINUTES,
  CONSULTATION_TIME_PROBLEMS,
  consultationTimeProblem,
} from '@beauty/domain/consultations';
import { LIMITS } from '@beauty/domain/limits';
import { consultationMessages } from '@beauty/domain/messages';
import type { ConsultationScheduleInput, StaffConsultation } from '@beauty/domain/schemas/consultation';
import { BUSINESS_TIME_ZONE_NAME } from '@beauty/domain/slots';
import { ConsultationScheduleInput as scheduleValidator } from '@beauty/domain/standalone-validators';
import { useEffect, useId } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { InputField, QuarterHourField, TextareaField } from '@/components/ui/fields';
import { useShown } from '@/components/ui/use-shown';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { formatAppointment } from '@/lib/booking-display';
import { saveOutcome } from '@/lib/save-outcome';
import { useBusinessToday } from '@/lib/use-business-today';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import '@/styles/patterns/staff-field-grid.css';

interface ScheduleValues {
  scheduledDate: string;
  scheduledTime: string;
  meetingNote: string;
}

const FIELD_IDS: Record<keyof ScheduleValues, string> = {
  scheduledDate: 'consultation-date',
  scheduledTime: 'consultation-time',
  meetingNote: 'consultation-note',
};

/** What is sent: the date and time, and the note only when there is one. */
function toInput({ scheduledDate, scheduledTime, meetingNote }: ScheduleValues): ConsultationScheduleInput {
  return { scheduledDate, scheduledTime, ...(meetingNote.trim() ? { meetingNote: meetingNote.trim() } : {}) };
}

/** What the dialog schedules: a booking's consultation, or one asked for on the landing page. */
export interface ScheduleTarget {
  id: string;
  /** Whom it is for. */
  name: string;
  /** Already scheduled: this moves it. */
  scheduled: boolean;
  scheduledDate: string | null;
  scheduledTime: string | null;
  meetingNote: string | null;
  /** The times she asked for, when she asked to move it. */
  askedFor?: string | null;
}

/** A booking's consultation as the dialog reads it. */
export const consultationTarget = (consultation: StaffConsultation): ScheduleTarget => ({
  id: consultation.id,
  name: consultation.customer.name,
  scheduled: consultation.status === 'scheduled',
  scheduledDate: consultation.scheduledDate,
  scheduledTime: consultation.scheduledTime,
  meetingNote: consultation.meetingNote,
  askedFor: consultation.moveRequest?.preferredTimes ?? null,
});

/** The call that saves the time: PUT …/schedule of a consultation or of a request. */
export interface ScheduleMutation {
  mutate(
    variables: { id: string; input: ConsultationScheduleInput },
    outcome: { onSuccess: (answer: unknown) => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

/**
 * 'Schedule Consultation' / 'Move Consultation': a date and a time (Pacific Time, 30 minutes)
 * and an optional note on how they will meet. Checked here with the domain's schema and rule
 * (not in the past), and again by the server; saving emails the client a calendar file.
 */
export function ScheduleConsultationDialog({
  consultation,
  schedule,
  onClose,
}: {
  consultation: ScheduleTarget | null;
  schedule: ScheduleMutation;
  onClose: () => void;
}) {
  const today = useBusinessToday();
  const idPrefix = useId();
  const onUnauthorized = useUnauthorizedRedirect(window.location.pathname + window.location.search);
  const shown = useShown(consultation);
  const form = useSchemaForm<ScheduleValues, ConsultationScheduleInput>({
    initial: { scheduledDate: '', scheduledTime: '', meetingNote: '' },
    validator: scheduleValidator,
    toInput,
    fields: ['scheduledDate', 'scheduledTime', 'meetingNote'],
    // Two of these dialogs may share a page (the admin panel's two consultation lists).
    fieldId: (field) => `${idPrefix}${FIELD_IDS[field]}`,
  });
  const { reset } = form;

  // Filled from the consultation each time the dialog opens for one.
  useEffect(() => {
    if (!consultation) return;
    reset({
      scheduledDate: consultation.scheduledDate ?? '',
      scheduledTime: consultation.scheduledTime ?? '',
      meetingNote: consultation.meetingNote ?? '',
    });
  }, [consultation, reset]);

  const moving = shown?.scheduled === true;

  const submit = form.handleSubmit(
    (input) => {
      if (!shown) return;
      const { scheduledDate: date, scheduledTime: time } = input;
      const problem = consultationTimeProblem(date, time);
      if (problem) {
        const { field, message } = CONSULTATION_TIME_PROBLEMS[problem];
        form.showErrors({ [field]: message });
        return;
      }
      schedule.mutate(
        { id: shown.id, input },
        saveOutcome({
          saved: {
            title: moving ? 'Consultation Moved' : 'Consultation Scheduled',
            description: `${shown.name}: ${formatAppointment(date, time)}. ${consultationMessages.scheduled}`,
          },
          failed: (error) => ({
            title: 'Update Failed',
            description:
              errorStatus(error) === 409 || errorStatus(error) === 404
                ? (readErrorBody(error).message ?? consultationMessages.updateFailed)
                : consultationMessages.updateFailed,
          }),
          afterSaved: onClose,
          showServerErrors: form.showServerErrors,
          onUnauthorized,
          toastFailure: 'unless-fields',
        }),
      );
    },
    { busy: !shown || schedule.isPending },
  );

  return (
    <Dialog
      open={consultation !== null}
      onClose={onClose}
      title={moving ? 'Move Consultation' : 'Schedule Consultation'}
      description={`${CONSULTATION_MINUTES} minutes, ${BUSINESS_TIME_ZONE_NAME}. The client is emailed the time with a calendar file.`}
    >
      <form className="stack gap-4" onSubmit={submit} noValidate>
        {shown ? (
          <p className="staff-consult-form__who">
            For <strong>{shown.name}</strong>
            {shown.askedFor ? (
              <>
                {' '}
                · asked for: <span className="staff-consult-form__asked">{shown.askedFor}</span>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="staff-field-grid staff-field-grid--close staff-field-grid--early staff-consult-form__when">
          <InputField
            {...form.field('scheduledDate')}
            label="Date"
            type="date"
            min={today || undefined}
            required
          />
          <QuarterHourField
            {...form.field('scheduledTime')}
            label="Time"
            min={CONSULTATION_HOURS.earliest}
            max={CONSULTATION_HOURS.latest}
            required
          />
        </div>
        <TextareaField
          {...form.field('meetingNote')}
          label="How you will meet"
          labelNote="(optional)"
          hint="Sent to the client, e.g. 'Video call, we will email the link' or 'At the studio'."
          rows={2}
          maxLength={LIMITS.consultationNote}
        />
        <DialogButtons
          onDismiss={onClose}
          label={moving ? 'Move and Email Client' : 'Schedule and Email Client'}
          busyLabel="Saving..."
          busy={schedule.isPending}
        />
      </form>
    </Dialog>
  );
}
