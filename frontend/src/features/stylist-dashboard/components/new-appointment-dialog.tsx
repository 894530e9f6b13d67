import {
  type BridalPackageId,
  EVENT_TYPES,
  type HairTier,
  type MakeupTier,
  PAYMENT_HANDLE_PLACEHOLDERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { adminMessages, toasts } from '@beauty/domain/messages';
import { formatDollars, formatEstimate, type PriceLine } from '@beauty/domain/pricing';
import type { StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import { StylistAppointmentInput as stylistAppointmentValidator } from '@beauty/domain/standalone-validators';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useReducer, useRef, useState } from 'react';
import { AvailableTimeField } from '@/components/available-time-field';
import { PartyField, ServiceAreaField, TimeModeField } from '@/components/booking-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { InputField, SelectField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCatalogServices } from '@/lib/catalog-queries';
import { availabilityQueryKey } from '@/lib/customer-query-keys';
import { type IdempotencyState, idempotencyFor } from '@/lib/idempotency';
import { EVENT_TYPE_LABELS } from '@/lib/labels';
import { useServiceAreas } from '@/lib/service-areas-queries';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { validate } from '@/lib/validation';
import { useCreateAppointment } from '../api/create-appointment';
import {
  type AppointmentField,
  type AppointmentFormAction,
  appointmentFormReducer,
  appointmentProblem,
  appointmentQuote,
  appointmentSelection,
  EMPTY_APPOINTMENT,
  serviceOptionLabel,
  servicesOf,
  toAppointmentInput,
} from '../appointment-form';

type Errors = Partial<Record<AppointmentField, string>>;

const FIELDS = Object.keys(EMPTY_APPOINTMENT) as AppointmentField[];
const fieldId = (field: AppointmentField) => `new-appointment-${field}`;
const isField = (field: string): field is AppointmentField => (FIELDS as string[]).includes(field);

/** Which fields an action changes, so their messages go away as they are corrected. */
function fieldsOf(action: AppointmentFormAction): AppointmentField[] {
  switch (action.type) {
    case 'setText':
      return [action.field];
    case 'chooseMakeup':
    case 'chooseHair':
    case 'choosePackage':
      return ['makeupService', 'hairService', 'bridalPackage', 'bridesmaidCount'];
    case 'setTimeMode':
      return ['timeMode', 'eventTime'];
    case 'setPartySize':
      return ['partySize'];
    case 'setBridesmaids':
      return ['bridesmaidCount'];
    case 'reset':
      return FIELDS;
  }
}

const REQUIRED_NOTE = '(required)';

/** A quote line's amount as the estimate note reads it: '$50', 'no fee' (travel), 'quoted'. */
function lineAmount(line: PriceLine): string {
  if (line.custom) return 'quoted';
  return line.priceMinCents === 0 ? 'no fee' : formatDollars(line.priceMinCents);
}

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
  const [errors, setErrors] = useState<Errors>({});
  const idempotency = useRef<IdempotencyState | null>(null);
  const services = useCatalogServices();
  const areas = useServiceAreas();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const create = useCreateAppointment();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');

  const update = useCallback((action: AppointmentFormAction) => {
    dispatch(action);
    const fields = fieldsOf(action);
    setErrors((current) =>
      fields.some((field) => current[field])
        ? Object.fromEntries(
            Object.entries(current).filter(([field]) => !fields.includes(field as AppointmentField)),
          )
        : current,
    );
  }, []);
  // Stable: the time field lets go of a time no longer offered through it.
  const onTimeChange = useCallback(
    (time: string) => update({ type: 'setText', field: 'eventTime', value: time }),
    [update],
  );
  const text = (field: Extract<AppointmentFormAction, { type: 'setText' }>['field']) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      update({ type: 'setText', field, value: event.target.value }),
  });

  const close = () => {
    setErrors({});
    onClose();
  };

  const point = (problem: { title: string; description: string }, fields: AppointmentField[]) => {
    toast({ ...problem, variant: 'destructive' });
    setErrors(Object.fromEntries(fields.map((field) => [field, problem.description])));
    const [first] = fields;
    if (first) document.getElementById(fieldId(first))?.focus();
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
    const problem = appointmentProblem(values, today);
    if (problem) {
      point(problem.toast, problem.fields);
      return;
    }
    const input = toAppointmentInput(values);
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

  const selection = appointmentSelection(values);
  const area = areas.find((a) => a.id === values.serviceArea);
  const priced = appointmentQuote(values, services, area);
  const chosen = Boolean(values.makeupService || values.hairService || values.bridalPackage);
  const method = values.paymentMethod;

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create New Appointment"
      description="Book a client in with you. A new email address creates the client's account, and they receive the same confirmation email as when they book themselves."
      className="stylist-dialog--wide"
    >
      <form className="stylist-form" noValidate aria-busy={create.isPending} onSubmit={onSubmit}>
        <fieldset className="stylist-form__group">
          <legend className="stylist-form__legend">Client</legend>
          <div className="stylist-form__grid">
            <InputField
              {...text('clientName')}
              label="Client Name"
              labelNote={REQUIRED_NOTE}
              autoComplete="off"
              aria-required
              maxLength={LIMITS.name}
              className="stylist-form__wide"
            />
            <InputField
              {...text('clientEmail')}
              label="Client Email"
              labelNote={REQUIRED_NOTE}
              type="email"
              autoComplete="off"
              aria-required
              maxLength={LIMITS.email}
            />
            <InputField
              {...text('clientPhone')}
              label="Client Phone"
              type="tel"
              autoComplete="off"
              placeholder="(555) 123-4567"
              maxLength={LIMITS.phone}
            />
          </div>
        </fieldset>

        <fieldset className="stylist-form__group">
          <legend className="stylist-form__legend">Appointment</legend>
          <div className="stylist-form__grid">
            <InputField
              {...text('eventDate')}
              label="Event Date"
              labelNote={REQUIRED_NOTE}
              type="date"
              min={today || undefined}
              aria-required
            />
            <ServiceAreaField
              id={fieldId('serviceArea')}
              labelNote={REQUIRED_NOTE}
              required
              value={values.serviceArea}
              error={errors.serviceArea}
              onChange={(serviceArea) =>
                update({ type: 'setText', field: 'serviceArea', value: serviceArea })
              }
            />
            <div className="stylist-form__wide">
              <TimeModeField
                idPrefix="new-appointment-timeMode"
                value={values.timeMode}
                onChange={(mode) => update({ type: 'setTimeMode', mode })}
              />
            </div>
            <AvailableTimeField
              id={fieldId('eventTime')}
              label="Event Time"
              labelNote={REQUIRED_NOTE}
              required
              params={{
                date: values.eventDate,
                timeMode: values.timeMode,
                serviceArea: values.serviceArea,
                selection,
                stylistId: user?.id,
              }}
              today={today}
              enabled={open && Boolean(user)}
              value={values.eventTime}
              error={errors.eventTime}
              onChange={onTimeChange}
            />
            <SelectField {...text('eventType')} label="Event Type">
              <option value="">Choose an event type</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EVENT_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>

        <fieldset className="stylist-form__group">
          <legend className="stylist-form__legend">Services</legend>
          <p className="stylist-form__note">
            A bridal package includes makeup and hair, so choosing one clears the tiers, and the other way
            round.
          </p>
          <div className="stylist-form__grid">
            <SelectField
              id={fieldId('makeupService')}
              label="Makeup Service"
              error={errors.makeupService}
              value={values.makeupService}
              onChange={(event) =>
                update({ type: 'chooseMakeup', tier: event.target.value as MakeupTier | '' })
              }
            >
              <option value="">No makeup</option>
              {servicesOf(services, 'makeup').map((service) => (
                <option key={service.id} value={service.tier}>
                  {serviceOptionLabel(service)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={fieldId('hairService')}
              label="Hair Service"
              error={errors.hairService}
              value={values.hairService}
              onChange={(event) => update({ type: 'chooseHair', tier: event.target.value as HairTier | '' })}
            >
              <option value="">No hair</option>
              {servicesOf(services, 'hair').map((service) => (
                <option key={service.id} value={service.tier}>
                  {serviceOptionLabel(service)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={fieldId('bridalPackage')}
              label="Bridal Package"
              error={errors.bridalPackage}
              value={values.bridalPackage}
              className="stylist-form__wide"
              onChange={(event) =>
                update({ type: 'choosePackage', id: event.target.value as BridalPackageId | '' })
              }
            >
              <option value="">No bridal package</option>
              {servicesOf(services, 'bridal').map((service) => (
                <option key={service.id} value={service.tier}>
                  {serviceOptionLabel(service)}
                </option>
              ))}
            </SelectField>
            <PartyField
              idFor={fieldId}
              optional
              bridalPackage={values.bridalPackage}
              partySize={values.partySize}
              bridesmaidCount={values.bridesmaidCount}
              errors={errors}
              onPartySize={(size) => update({ type: 'setPartySize', size })}
              onBridesmaids={(count) => update({ type: 'setBridesmaids', count })}
            />
          </div>
          {priced && chosen && priced.lines.length > 0 ? (
            <p className="stylist-form__note">
              {priced.lines.map((line) => `${line.label} ${lineAmount(line)}`).join(' · ')}
            </p>
          ) : null}
          <p className="stylist-form__estimate" aria-live="polite">
            <span>Estimate</span>
            <strong>
              {priced && chosen && priced.totalCents > 0 ? formatEstimate(priced.totalCents) : '—'}
            </strong>
          </p>
        </fieldset>

        <fieldset className="stylist-form__group">
          <legend className="stylist-form__legend">Payment</legend>
          <div className="stylist-form__grid">
            <SelectField {...text('paymentMethod')} label="Payment Method" labelNote={REQUIRED_NOTE}>
              <option value="">Choose a method</option>
              {PAYMENT_METHODS.map((id) => (
                <option key={id} value={id}>
                  {PAYMENT_METHOD_LABELS[id]}
                </option>
              ))}
            </SelectField>
            <InputField
              {...text('paymentHandle')}
              label="Payment Handle"
              labelNote={REQUIRED_NOTE}
              autoComplete="off"
              maxLength={120}
              placeholder={method ? PAYMENT_HANDLE_PLACEHOLDERS[method] : '$name, @name or Apple ID email'}
            />
          </div>
        </fieldset>

        <TextareaField
          {...text('specialNotes')}
          label="Special Notes"
          rows={3}
          maxLength={LIMITS.notes}
          placeholder="Skin sensitivities, the look they want, where to meet…"
        />

        <DialogActions>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Appointment'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
