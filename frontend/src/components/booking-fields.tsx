import { FULL_BRIDAL_PARTY, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@beauty/domain/booking-rules';
import { BRIDESMAIDS_MAX, BRIDESMAIDS_MIN, EVENT_TYPES } from '@beauty/domain/catalog';
import type { Service } from '@beauty/domain/schemas/catalog';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { ComponentProps } from 'react';
import { InputField, SelectField } from '@/components/ui/fields';
import { EVENT_TYPE_LABELS } from '@/lib/labels';
import { serviceAreaOptionLabel, useServiceAreas } from '@/lib/service-areas-queries';
import './booking-fields.css';

/**
 * The fields every booking form shares (the landing form, /book, New Appointment): where the
 * event is, what the time means, how many people, and the times that can be staffed.
 */

export interface FieldBase {
  id: string;
  error?: string;
  invalid?: boolean;
  /** Shown after the label, e.g. "(required)". */
  labelNote?: string;
  /** Announced as required (the form checks it itself). */
  required?: boolean;
}

/** A field's own props from its FieldBase: announced invalid or required only when it is. */
export const fieldBaseProps = ({ invalid, required, ...field }: FieldBase) => ({
  ...field,
  ...(invalid ? { 'aria-invalid': true as const } : {}),
  ...(required ? { 'aria-required': true as const } : {}),
});

/** The service area of the event, from GET /api/service-areas, with its travel fee. */
export function ServiceAreaField({
  value,
  onChange,
  label = 'Event Area',
  ...field
}: FieldBase & { value: string; onChange: (area: string) => void; label?: string }) {
  const areas = useServiceAreas();
  return (
    <SelectField
      {...fieldBaseProps(field)}
      label={label}
      name="serviceArea"
      hint="We come to you from our Puyallup studio; the area sets the travel time and fee."
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Select your area</option>
      {areas.map((area) => (
        <option key={area.id} value={area.id}>
          {serviceAreaOptionLabel(area)}
        </option>
      ))}
    </SelectField>
  );
}

type SelectFieldProps = ComponentProps<typeof SelectField>;

/**
 * What kind of event it is, "(optional)" unless said otherwise. The form passes the select's own
 * props (the landing form and /book name it `eventType`).
 */
export function EventTypeField({
  labelNote = '(optional)',
  placeholder = 'Select event type',
  ...select
}: Omit<SelectFieldProps, 'label' | 'labelNote' | 'children'> & {
  /** null: no note after the label. */
  labelNote?: string | null;
  placeholder?: string;
}) {
  return (
    <SelectField label="Event Type" labelNote={labelNote ?? undefined} {...select}>
      <option value="">{placeholder}</option>
      {EVENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {EVENT_TYPE_LABELS[type]}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * One category's services by tier (makeup, hair or bridal package), after a first "none"
 * choice: the landing form and New Appointment ask for them this way (/book shows tiles).
 */
export function ServiceTierField({
  services,
  none,
  optionLabel,
  ...select
}: Omit<SelectFieldProps, 'children'> & {
  services: readonly Service[];
  none: string;
  optionLabel: (service: Service) => string;
}) {
  return (
    <SelectField {...select}>
      <option value="">{none}</option>
      {services.map((service) => (
        <option key={service.id} value={service.tier}>
          {optionLabel(service)}
        </option>
      ))}
    </SelectField>
  );
}

/** The event's date, not before `today` (the business's, YYYY-MM-DD; '' while unknown). */
export function EventDateField({
  today,
  ...input
}: Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'min'> & { today: string }) {
  return <InputField label="Event Date" type="date" min={today || undefined} {...input} />;
}

export const TIME_MODE_LABELS: Record<TimeMode, string> = {
  start: 'Styling starts at',
  'ready-by': 'Everyone ready by',
};

/** Whether the time given is when styling starts or when everyone must be ready. */
export function TimeModeField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: TimeMode;
  onChange: (mode: TimeMode) => void;
}) {
  return (
    <fieldset className="time-mode">
      <legend className="label">The time you choose is when</legend>
      <div className="time-mode__options cluster">
        {(['start', 'ready-by'] as const).map((mode) => (
          <label key={mode} className="time-mode__option" htmlFor={`${idPrefix}-${mode}`}>
            <input
              id={`${idPrefix}-${mode}`}
              type="radio"
              name={`${idPrefix}-timeMode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <span>{TIME_MODE_LABELS[mode]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How many people get the chosen makeup and hair tiers (a package says its own). */
export function PartySizeField({
  id,
  value,
  onChange,
  error,
}: FieldBase & { value: number; onChange: (size: number) => void }) {
  const sizes = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, i) => PARTY_SIZE_MIN + i);
  return (
    <SelectField
      id={id}
      label="People to Style"
      name="partySize"
      hint="Each person gets the makeup and hair you choose; a bigger party gets more stylists."
      error={error}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {sizes.map((size) => (
        <option key={size} value={size}>
          {size === 1 ? '1 person' : `${size} people`}
        </option>
      ))}
    </SelectField>
  );
}

const BRIDESMAID_COUNTS = Array.from(
  { length: BRIDESMAIDS_MAX - BRIDESMAIDS_MIN + 1 },
  (_, i) => BRIDESMAIDS_MIN + i,
);

/** Who is styled, as every booking form keeps it. */
export interface PartyValues {
  bridalPackage: string;
  partySize: number;
  bridesmaidCount: number | '';
}

/** The changes PartyField makes: every booking form's reducer takes them. */
export type PartyAction =
  | { type: 'setPartySize'; size: number }
  | { type: 'setBridesmaids'; count: number | '' };

/**
 * The fields whose messages a change to a booking form takes away as she corrects them (the
 * three forms' hook, useActionErrors): the field she typed in; every service field, the add-ons
 * and the bridesmaids when she chooses a service (a missing service is marked on the makeup field,
 * and a service changes which add-ons go with it); the add-ons when she ticks one; the
 * time with its meaning; the party size, which decides whether the tier can be staffed. A form
 * without one of these fields has no message on it to take away.
 */
export function correctedFields(action: { type: string; field?: string }): readonly string[] {
  switch (action.type) {
    case 'setText':
      return action.field ? [action.field] : [];
    case 'chooseMakeup':
    case 'chooseHair':
    case 'choosePackage':
      return ['makeupService', 'hairService', 'bridalPackage', 'addOns', 'bridesmaidCount'];
    case 'toggleAddOn':
      return ['addOns'];
    case 'setBridesmaids':
      return ['bridesmaidCount'];
    case 'setPartySize':
      return ['partySize', 'makeupService'];
    case 'setTimeMode':
      return ['timeMode', 'eventTime'];
    case 'choosePaymentMethod':
      return ['paymentMethod'];
    default:
      return [];
  }
}

/**
 * Who is styled, beside the services: the Full Bridal Party's bridesmaids (3-5; `optional` while
 * the times are planned for 3 until she says), the party size of tiers, nothing for the other
 * packages (they say their own party).
 */
export function PartyField({
  idFor,
  values: { bridalPackage, partySize, bridesmaidCount },
  dispatch,
  errors = {},
  optional = false,
}: {
  idFor: (field: 'partySize' | 'bridesmaidCount') => string;
  values: PartyValues;
  dispatch: (action: PartyAction) => void;
  errors?: { partySize?: string; bridesmaidCount?: string };
  optional?: boolean;
}) {
  if (bridalPackage === FULL_BRIDAL_PARTY) {
    return (
      <SelectField
        id={idFor('bridesmaidCount')}
        label="Number of Bridesmaids"
        labelNote={optional ? '(optional)' : undefined}
        name="bridesmaidCount"
        hint={`The Full Bridal Party is for the bride plus ${BRIDESMAIDS_MIN} to ${BRIDESMAIDS_MAX} bridesmaids.${
          optional ? ` Times are planned for ${BRIDESMAIDS_MIN} until you say.` : ''
        }`}
        error={errors.bridesmaidCount}
        value={bridesmaidCount === '' ? '' : String(bridesmaidCount)}
        onChange={(event) =>
          dispatch({ type: 'setBridesmaids', count: event.target.value ? Number(event.target.value) : '' })
        }
      >
        <option value="">{optional ? 'Not sure yet' : 'Select how many'}</option>
        {BRIDESMAID_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count} bridesmaids
          </option>
        ))}
      </SelectField>
    );
  }
  if (bridalPackage) return null;
  return (
    <PartySizeField
      id={idFor('partySize')}
      value={partySize}
      error={errors.partySize}
      onChange={(size) => dispatch({ type: 'setPartySize', size })}
    />
  );
}
