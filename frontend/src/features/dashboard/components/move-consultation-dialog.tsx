import { LIMITS } from '@beauty/domain/limits';
import { consultationMessages } from '@beauty/domain/messages';
import type { Consultation, ConsultationMoveRequestInput } from '@beauty/domain/schemas/consultation';
import { withTimeZoneName } from '@beauty/domain/slots';
import { ConsultationMoveRequestInput as moveValidator } from '@beauty/domain/standalone-validators';
import { useEffect } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/fields';
import { useShown } from '@/components/ui/use-shown';
import { readErrorBody } from '@/lib/api-client';
import { formatAppointment } from '@/lib/booking-display';
import { saveOutcome } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useRequestConsultationMove } from '../api/request-consultation-move';

interface MoveValues {
  preferredTimes: string;
  note: string;
}

const EMPTY: MoveValues = { preferredTimes: '', note: '' };
const FIELD_IDS: Record<keyof MoveValues, string> = {
  preferredTimes: 'move-preferred-times',
  note: 'move-note',
};

/** What is sent: the times she gave, and her note only when she wrote one. */
function toInput({ preferredTimes, note }: MoveValues): ConsultationMoveRequestInput {
  return { preferredTimes: preferredTimes.trim(), ...(note.trim() ? { note: note.trim() } : {}) };
}

/**
 * 'Ask to Move Your Consultation': the days and times that suit her and a note, checked with the
 * domain's schema (required, at most 500 characters each); the team is emailed and sets a new time.
 */
export function MoveConsultationDialog({
  consultation,
  onClose,
}: {
  consultation: Consultation | null;
  onClose: () => void;
}) {
  const move = useRequestConsultationMove();
  const onUnauthorized = useUnauthorizedRedirect('/');
  const shown = useShown(consultation);
  const form = useSchemaForm<MoveValues, ConsultationMoveRequestInput>({
    initial: EMPTY,
    validator: moveValidator,
    toInput,
    fields: ['preferredTimes', 'note'],
    fieldId: (field) => FIELD_IDS[field],
  });
  const { reset } = form;

  useEffect(() => {
    if (!consultation) return;
    reset(EMPTY);
  }, [consultation, reset]);

  const submit = form.handleSubmit(
    (input) => {
      if (!shown) return;
      move.mutate(
        { id: shown.id, input },
        saveOutcome({
          saved: { title: 'Request Sent', description: consultationMessages.moveRequestSent },
          failed: (error) => ({
            title: 'Request Failed',
            description: readErrorBody(error).message ?? 'Please try again.',
          }),
          afterSaved: onClose,
          showServerErrors: form.showServerErrors,
          onUnauthorized,
          toastFailure: 'unless-fields',
        }),
      );
    },
    { busy: !shown || move.isPending },
  );

  return (
    <Dialog
      open={consultation !== null}
      onClose={onClose}
      title="Ask to Move Your Consultation"
      description={
        shown?.scheduledDate
          ? `Now scheduled for ${withTimeZoneName(formatAppointment(shown.scheduledDate, shown.scheduledTime))}. Tell us what suits you better and we will email you a new time.`
          : 'Tell us what suits you better and we will email you a new time.'
      }
    >
      <form className="stack gap-4" onSubmit={submit} noValidate>
        <TextareaField
          {...form.field('preferredTimes')}
          label="Days and times that suit you"
          hint="For example: weekday mornings, or Saturday after 2 PM."
          rows={2}
          maxLength={LIMITS.consultationNote}
          required
        />
        <TextareaField
          {...form.field('note')}
          label="Note"
          labelNote="(optional)"
          rows={3}
          maxLength={LIMITS.consultationNote}
        />
        <DialogButtons
          onDismiss={onClose}
          label="Send Request"
          busyLabel="Sending..."
          busy={move.isPending}
        />
      </form>
    </Dialog>
  );
}
