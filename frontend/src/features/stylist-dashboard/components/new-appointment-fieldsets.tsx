/** The fieldsets of 'Create New Appointment': the client, when and where, the services with their estimate, the payment. */
import {
  type BridalPackageId,
  type HairTier,
  type MakeupTier,
  PAYMENT_HANDLE_PLACEHOLDERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { formatDollars, formatEstimate, type PriceLine } from '@beauty/domain/pricing';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { AvailableTimeField } from '@/components/available-time-field';
import { AddOnChoices, EventLocationField } from '@/components/booking-extra-fields';
import {
  EventDateField,
  EventTypeField,
  PartyField,
  ServiceAreaField,
  ServiceTierField,
  TimeModeField,
} from '@/components/booking-fields';
import { InputField, SelectField } from '@/components/ui/fields';
import { availabilityOf } from '@/lib/availability-queries';
import { offeredAddOns } from '@/lib/form-selection';
import {
  type AppointmentFormAction,
  appointmentQuote,
  appointmentSelection,
  serviceOptionLabel,
  servicesOf,
} from '../appointment-form';
import {
  type AppointmentFieldsetProps,
  type AppointmentTextField,
  fieldId,
  REQUIRED_NOTE,
  textProps,
} from './new-appointment-fields';
import '@/styles/patterns/staff-field-grid.css';

/** A quote line's amount as the estimate note reads it: '$50', 'no fee' (travel), 'quoted'. */
function lineAmount(line: PriceLine): string {
  if (line.custom) return 'quoted';
  return line.priceMinCents === 0 ? 'no fee' : formatDollars(line.priceMinCents);
}

/** The client: her name, email and phone (a new email makes her account). */
export function ClientFieldset(form: AppointmentFieldsetProps) {
  const text = (field: AppointmentTextField) => textProps(form, field);
  return (
    <fieldset className="stylist-form__group stack gap-4">
      <legend className="stylist-form__legend">Client</legend>
      <div className="staff-field-grid staff-field-grid--close stylist-form__grid">
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
  );
}

/** The event: its date and area, what the time means, one of the times she can take, and its kind. */
export function WhenFieldset({
  today,
  timesEnabled,
  stylistId,
  onTimeChange,
  ...form
}: AppointmentFieldsetProps & {
  today: string;
  /** Whether the times are asked for (the dialog is open and she is signed in). */
  timesEnabled: boolean;
  stylistId: string | undefined;
  onTimeChange: (time: string) => void;
}) {
  const { values, errors, update } = form;
  const text = (field: AppointmentTextField) => textProps(form, field);
  const selection = appointmentSelection(values);
  return (
    <fieldset className="stylist-form__group stack gap-4">
      <legend className="stylist-form__legend">Appointment</legend>
      <div className="staff-field-grid staff-field-grid--close stylist-form__grid">
        <EventDateField {...text('eventDate')} labelNote={REQUIRED_NOTE} today={today} aria-required />
        <ServiceAreaField
          id={fieldId('serviceArea')}
          labelNote={REQUIRED_NOTE}
          required
          value={values.serviceArea}
          error={errors.serviceArea}
          onChange={(serviceArea) => update({ type: 'setText', field: 'serviceArea', value: serviceArea })}
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
          params={{ ...availabilityOf(values, selection), stylistId }}
          today={today}
          enabled={timesEnabled}
          value={values.eventTime}
          error={errors.eventTime}
          onChange={onTimeChange}
        />
        <EventTypeField {...text('eventType')} labelNote={null} placeholder="Choose an event type" />
        <EventLocationField
          {...text('location')}
          className="stylist-form__wide"
          autoComplete="off"
          hint="Where you travel to on the day; it shows on the booking for you and the team."
        />
      </div>
    </fieldset>
  );
}

/** The makeup and hair tiers and the bridal package, each a select (choosing one clears the others). */
const SERVICE_SELECTS = [
  {
    category: 'makeup',
    field: 'makeupService',
    label: 'Makeup Service',
    none: 'No makeup',
    choose: (tier: string, bridalAddOnIds: readonly string[]): AppointmentFormAction => ({
      type: 'chooseMakeup',
      tier: tier as MakeupTier | '',
      bridalAddOnIds,
    }),
    className: undefined,
  },
  {
    category: 'hair',
    field: 'hairService',
    label: 'Hair Service',
    none: 'No hair',
    choose: (tier: string, bridalAddOnIds: readonly string[]): AppointmentFormAction => ({
      type: 'chooseHair',
      tier: tier as HairTier | '',
      bridalAddOnIds,
    }),
    className: undefined,
  },
  {
    category: 'bridal',
    field: 'bridalPackage',
    label: 'Bridal Package',
    none: 'No bridal package',
    choose: (id: string, bridalAddOnIds: readonly string[]): AppointmentFormAction => ({
      type: 'choosePackage',
      id: id as BridalPackageId | '',
      bridalAddOnIds,
    }),
    className: 'stylist-form__wide',
  },
] as const;

/** The services: the tiers or a bridal package, the party, the add-ons, and the estimate of them. */
export function ServicesFieldset({
  values,
  errors,
  update,
  services,
  addOns,
  areas,
}: AppointmentFieldsetProps & {
  services: readonly Service[];
  addOns: readonly AddOn[];
  areas: readonly ServiceArea[];
}) {
  const area = areas.find((a) => a.id === values.serviceArea);
  const priced = appointmentQuote(values, services, area, addOns);
  // Bridal extras go with a package only; what a package includes (false lashes) not beside one.
  const bridalAddOnIds = addOns.filter((addOn) => addOn.kind === 'bridal').map((addOn) => addOn.id);
  const chosen = Boolean(values.makeupService || values.hairService || values.bridalPackage);
  return (
    <fieldset className="stylist-form__group stack gap-4">
      <legend className="stylist-form__legend">Services</legend>
      <p className="note">
        A bridal package includes makeup and hair, so choosing one clears the tiers, and the other way round.
      </p>
      <div className="staff-field-grid staff-field-grid--close stylist-form__grid">
        {SERVICE_SELECTS.map(({ category, field, label, none, choose, className }) => (
          <ServiceTierField
            key={field}
            id={fieldId(field)}
            label={label}
            none={none}
            services={servicesOf(services, category)}
            optionLabel={serviceOptionLabel}
            error={errors[field]}
            value={values[field]}
            className={className}
            onChange={(event) => update(choose(event.target.value, bridalAddOnIds))}
          />
        ))}
        <PartyField idFor={fieldId} optional values={values} dispatch={update} errors={errors} />
      </div>
      <AddOnChoices
        id={fieldId('addOns')}
        idFor={(addOnId) => `new-appointment-addOn-${addOnId}`}
        addOns={offeredAddOns(values, addOns)}
        chosen={values.addOns}
        error={errors.addOns}
        onToggle={(id, checked) => update({ type: 'toggleAddOn', id, checked })}
        titles="label"
      />
      {priced && chosen && priced.lines.length > 0 ? (
        <p className="note">{priced.lines.map((line) => `${line.label} ${lineAmount(line)}`).join(' · ')}</p>
      ) : null}
      <p className="stylist-form__estimate note" aria-live="polite">
        <span>Estimate</span>
        <strong>{priced && chosen && priced.totalCents > 0 ? formatEstimate(priced.totalCents) : '—'}</strong>
      </p>
    </fieldset>
  );
}

/** The payment: the method the client pays with and her handle there. */
export function PaymentFieldset(form: AppointmentFieldsetProps) {
  const text = (field: AppointmentTextField) => textProps(form, field);
  const method = form.values.paymentMethod;
  return (
    <fieldset className="stylist-form__group stack gap-4">
      <legend className="stylist-form__legend">Payment</legend>
      <div className="staff-field-grid staff-field-grid--close stylist-form__grid">
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
          maxLength={LIMITS.paymentHandle}
          placeholder={method ? PAYMENT_HANDLE_PLACEHOLDERS[method] : '$name, @name or Apple ID email'}
        />
      </div>
    </fieldset>
  );
}
