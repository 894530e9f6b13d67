import { LIMITS } from '@beauty/domain/limits';
import { consultationMessages } from '@beauty/domain/messages';
import type { Consultation, ConsultationMoveRequestInput } from '@beauty/domain/schemas/consultation';
import { ConsultationMoveRequestInput as moveValidator } from '@beauty/domain/standalone-validators';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { formatAppointment } from '@/lib/booking-display';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { type FieldErrors, validate } from '@/lib/validation';
import { useRequestConsultationMove } from '../api/request-consultation-move';

type Errors = FieldErrors<ConsultationMoveRequestInput>;

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
  const [preferredTimes, setPreferredTimes] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState<Consultation | null>(null);

  useEffect(() => {
    if (!consultation) return;
    setShown(consultation);
    setPreferredTimes('');
    setNote('');
    setErrors({});
  }, [consultation]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown || move.isPending) return;
    const input: ConsultationMoveRequestInput = {
      preferredTimes: preferredTimes.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const checked = validate<ConsultationMoveRequestInput>(moveValidator, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    move.mutate(
      { id: shown.id, input },
      {
        onSuccess: () => {
          toast({
            title: 'Request Sent',
            description: consultationMessages.moveRequestSent,
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
            title: 'Request Failed',
            description: body.message ?? 'Please try again.',
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
      title="Ask to Move Your Consultation"
      description={
        shown?.scheduledDate
          ? `Now scheduled for ${formatAppointment(shown.scheduledDate, shown.scheduledTime)} (Pacific Time). Tell us what suits you better and we will email you a new time.`
          : 'Tell us what suits you better and we will email you a new time.'
      }
    >
      <form className="move-consult-form" onSubmit={submit} noValidate>
        <TextareaField
          id="move-preferred-times"
          label="Days and times that suit you"
          hint="For example: weekday mornings, or Saturday after 2 PM."
          rows={2}
          maxLength={LIMITS.consultationNote}
          value={preferredTimes}
          onChange={(event) => setPreferredTimes(event.target.value)}
          error={errors.preferredTimes}
          required
        />
        <TextareaField
          id="move-note"
          label="Note"
          labelNote="(optional)"
          rows={3}
          maxLength={LIMITS.consultationNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <DialogActions>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Sending…' : 'Send Request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
