import { LIMITS } from '@beauty/domain/limits';
import { adminMessages, toasts } from '@beauty/domain/messages';
import type { StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import { StylistAppointmentInput as stylistAppointmentValidator } from '@beauty/domain/standalone-validators';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useReducer, useRef } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { type IdempotencyState, idempotencyFor } from '@/lib/idempotency';
import { useServiceAreas } from '@/lib/service-areas-queries';
import { useActionErrors } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { validate } from '@/lib/validation';
import { useCreateAppointment } from '../api/create-appointment';
import {
  type AppointmentField,
  appointmentFormReducer,
  appointmentProblem,
  EMPTY_APPOINTMENT,
  toAppointmentInput,
} from '../appointment-form';
import {
  type AppointmentTextField,
  type AppointmentErrors as Errors,
  fieldId,
  fieldsOf,
  isField,
  textProps,
} from './new-appointment-fields';
import { ClientFieldset, PaymentFieldset, ServicesFieldset, WhenFieldset } from './new-appointment-fieldsets';

const focusField = (field: AppointmentField) => document.getElementById(fieldId(field))?.focus();

/**
 * 'Create New Appointment' (spec 001): a booking for a client, assigned to me and confirmed.
 * A new email makes the client's account; the client gets the usual confirmation email. Only the
 * times I can take myself are offered (the server books me as the lead, or answers 409).
 */
export function NewAppointmentDialog({
  open,
  onClose,
  today,
}: {
  open: boolean;
  onClose: () => void;
  /** YYYY-MM-DD in America/Los_Angeles. */
  today: string;
}) {
  const [values, dispatch] = useReducer(appointmentFormReducer, EMPTY_APPOINTMENT);
  const { errors, setErrors, update, showProblem: point } = useActionErrors(dispatch, fieldsOf, focusField);
  const idempotency = useRef<IdempotencyState | null>(null);
  const services = useCatalogServices();
  const addOns = useCatalogAddOns();
  const areas = useServiceAreas();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const create = useCreateAppointment();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');

  // Stable: the time field lets go of a time no longer offered through it.
  const onTimeChange = useCallback(
    (time: string) => update({ type: 'setText', field: 'eventTime', value: time }),
    [update],
  );
  const text = (field: AppointmentTextField) => textProps({ values, errors, update }, field);

  const close = () => {
    setErrors({});
    onClose();
  };

  const onFailure = (error: unknown) => {
    if (onUnauthorized(error)) return;
    const status = errorStatus(error);
    const body = readErrorBody(error);
    const fieldErrors: Errors = {};
    for (const { field, message } of body.errors) if (isField(field)) fieldErrors[field] ??= message;
    setErrors(fieldErrors);
    // Taken meanwhile, or she is no longer free then: ask again which times she can take.
    if (status === 409) void queryClient.invalidateQueries({ queryKey: availabilityQueryKey });
    const [first] = Object.keys(fieldErrors) as AppointmentField[];
    const focus = first ?? (status === 409 ? 'eventTime' : undefined);
    if (focus) document.getElementById(fieldId(focus))?.focus();
    toast({
      title: toasts.creationFailed.title,
      // A time no longer free or a refused rule: the server's words say what to change.
      description:
        (status === 409 || status === 422) && body.message ? body.message : toasts.creationFailed.description,
      variant: 'destructive',
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const problem = appointmentProblem(values, today, addOns);
    if (problem) {
      point(problem.toast, problem.fields);
      return;
    }
    const input = toAppointmentInput(values, addOns);
    const checked = validate<StylistAppointmentInput>(stylistAppointmentValidator, input);
    if (!checked.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(checked.errors).filter(([field]) => isField(field)),
      ) as Errors;
      setErrors(fieldErrors);
      const [first] = Object.keys(fieldErrors) as AppointmentField[];
      if (first) document.getElementById(fieldId(first))?.focus();
      toast({
        title: toasts.creationFailed.title,
        description: (first && fieldErrors[first]) || toasts.creationFailed.description,
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    idempotency.current = idempotencyFor(idempotency.current, JSON.stringify(input));
    create.mutate(
      { input, idempotencyKey: idempotency.current.key },
      {
        onSuccess: (created) => {
          toast({
            title: 'Appointment Created',
            description: created.message || adminMessages.appointmentCreated,
            variant: 'success',
          });
          idempotency.current = null;
          dispatch({ type: 'reset' });
          onClose();
        },
        onError: onFailure,
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create New Appointment"
      description="Book a client in with you. A new email address creates the client's account, and they receive the same confirmation email as when they book themselves."
      className="stylist-dialog--wide"
    >
      <form className="stack gap-5" noValidate aria-busy={create.isPending} onSubmit={onSubmit}>
        <ClientFieldset values={values} errors={errors} update={update} />

        <WhenFieldset
          values={values}
          errors={errors}
          update={update}
          today={today}
          timesEnabled={open && Boolean(user)}
          stylistId={user?.id}
          onTimeChange={onTimeChange}
        />

        <ServicesFieldset
          values={values}
          errors={errors}
          update={update}
          services={services}
          addOns={addOns}
          areas={areas}
        />

        <PaymentFieldset values={values} errors={errors} update={update} />

        <TextareaField
          {...text('specialNotes')}
          label="Special Notes"
          rows={3}
          maxLength={LIMITS.notes}
          placeholder="Skin sensitivities, the look they want, parking or access…"
        />

        <DialogButtons
          onDismiss={close}
          label="Create Appointment"
          busyLabel="Creating..."
          busy={create.isPending}
        />
      </form>
    </Dialog>
  );
}
