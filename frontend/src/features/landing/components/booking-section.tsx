import { EVENT_TYPES, type HairTier, type MakeupTier } from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import { formatDollars, formatEstimate } from '@beauty/domain/pricing';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { formatSlot } from '@beauty/domain/slots';
import {
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from '@/app/navigation/navigation';
import { PartyField, ServiceAreaField, TimeModeField } from '@/components/booking-fields';
import { CalendarHeartIcon, CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  EmailField,
  InputField,
  NameField,
  PhoneField,
  SelectField,
  TextareaField,
} from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { useAuth } from '@/lib/auth';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { applicableAddOns, type EstimateLine, estimate } from '@/lib/form-selection';
import { EVENT_TYPE_LABELS, formatEventDate } from '@/lib/labels';
import { useServiceAreas } from '@/lib/service-areas-queries';
import { useBusinessToday } from '@/lib/use-business-today';
import {
  type BookingAction,
  type BookingFormValues,
  type BookingTextField,
  bookingProblem,
  draftSelection,
  toBookingDraft,
} from '../booking-draft';
import { SectionHeading } from './section-heading';
import './booking.css';

/** Spec 000 section 9: the visitor reads 'Ready to Book' for 1.5 s before going to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

type BookingField = keyof BookingFormValues;

const AvailableTimeField = lazy(() => import('@/components/available-time-field'));
/** The booking form's field ids (the tier and package cards fill them in before hydration too). */
export const fieldId = (field: BookingField) => `book-${field}`;

/** The makeup and hair selects (a missing service is reported on the makeup field for both). */
const TIER_FIELDS = [
  {
    category: 'makeup',
    field: 'makeupService',
    label: 'Makeup Service',
    none: 'No makeup service',
    choose: (tier: string): BookingAction => ({ type: 'chooseMakeup', tier: tier as MakeupTier | '' }),
  },
  {
    category: 'hair',
    field: 'hairService',
    label: 'Hair Service',
    none: 'No hair service',
    choose: (tier: string): BookingAction => ({ type: 'chooseHair', tier: tier as HairTier | '' }),
  },
] as const;

function BookingSummary({
  values,
  services,
  addOns,
  area,
}: {
  values: BookingFormValues;
  services: readonly Service[];
  addOns: readonly AddOn[];
  area: ServiceArea | null;
}) {
  const hasServices = Boolean(values.makeupService || values.hairService || values.bridalPackage);
  const priced = estimate(values, services, addOns, area);
  // A single tier or add-on shows its range, as the pricing section does; a party shows its sum.
  const priceText = (line: EstimateLine) => {
    if (line.custom) return 'Quoted';
    const item = services.find((s) => s.id === line.id) ?? addOns.find((a) => a.id === line.id);
    if (item && line.quantity === 1 && line.kind !== 'Travel') return item.priceRange;
    return line.priceMinCents === 0 ? 'No fee' : formatEstimate(line.priceMinCents);
  };

  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className="booking-summary__title">
        Your Selections
      </h3>
      {priced.lines.length === 0 || (!hasServices && applicableAddOns(values, addOns).length === 0) ? (
        <p className="booking-summary__empty">
          Nothing chosen yet. Pick a makeup or hair tier, or a bridal package, and it will appear here.
        </p>
      ) : (
        <ul className="booking-summary__lines">
          {priced.lines.map((line) => (
            <li key={line.id}>
              <span>
                <span className="booking-summary__kind">{line.kind}</span>
                {line.label}
              </span>
              <span className="booking-summary__price">{priceText(line)}</span>
            </li>
          ))}
        </ul>
      )}
      {values.eventDate || values.eventTime ? (
        <p className="booking-summary__when">
          <CalendarHeartIcon />
          <span>
            {values.eventDate ? formatEventDate(values.eventDate) : 'Date to be chosen'}
            {values.eventTime
              ? `${values.timeMode === 'ready-by' ? ', everyone ready by' : ' at'} ${formatSlot(values.eventTime)}`
              : ''}
          </span>
        </p>
      ) : null}
      <div className="booking-summary__estimate">
        <span>Estimated from</span>
        <strong>{hasServices && priced.totalCents > 0 ? formatDollars(priced.totalCents) : '—'}</strong>
      </div>
      <ul className="booking-summary__notes">
        <li>
          <CheckIcon />
          {priced.depositRate * 100}% deposit secures your {values.bridalPackage ? 'booking' : 'appointment'}
        </li>
        <li>
          <CheckIcon />
          {area
            ? area.quoted
              ? 'Travel is quoted for your location'
              : `Travel to ${area.name} is in the estimate`
            : 'Travel depends on your area'}
        </li>
        <li>
          <CheckIcon />
          Sign in to confirm; your selections are saved
        </li>
      </ul>
    </aside>
  );
}

/** #book: the landing booking form. Valid selections travel to sign-in, then to /book. */
export function BookingSection({
  values,
  dispatch,
}: {
  values: BookingFormValues;
  dispatch: Dispatch<BookingAction>;
}) {
  const services = useCatalogServices();
  const addOns = useCatalogAddOns().filter((addOn) => addOn.kind === 'standard');
  const today = useBusinessToday();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const areas = useServiceAreas();
  const area = areas.find((a) => a.id === values.serviceArea) ?? null;
  const [invalid, setInvalid] = useState<ReadonlySet<BookingField>>(new Set());
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const clearInvalid = (...fields: BookingField[]) => {
    if (fields.some((field) => invalid.has(field))) {
      setInvalid(new Set([...invalid].filter((field) => !fields.includes(field))));
    }
  };

  const onText =
    (field: BookingTextField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      dispatch({ type: 'setText', field, value: event.target.value });
      clearInvalid(field);
    };

  const onTimeChange = useCallback(
    (value: string) => {
      dispatch({ type: 'setText', field: 'eventTime', value });
    },
    [dispatch],
  );

  const invalidProps = (field: BookingField) => (invalid.has(field) ? { 'aria-invalid': true as const } : {});
  // Until a date is chosen there is no time to offer, and the code that asks which times can be
  // staffed is not loaded: the landing page's first scripts stay light.
  const timeBeforeDate = (
    <SelectField
      id={fieldId('eventTime')}
      label="Preferred Time"
      {...invalidProps('eventTime')}
      name="eventTime"
      hint="Choose a date to see the times we can staff."
      value={values.eventTime}
      onChange={onText('eventTime')}
    >
      <option value="">Select a time</option>
      {values.eventTime ? <option value={values.eventTime}>{formatSlot(values.eventTime)}</option> : null}
    </SelectField>
  );

  const tiers = (category: Service['category']) => services.filter((s) => s.category === category);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redirecting) return;
    const problem = bookingProblem(values, today);
    if (problem) {
      toast({ ...problem.toast, variant: 'destructive' });
      setInvalid(new Set(problem.fields));
      const [first] = problem.fields;
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setInvalid(new Set());
    setRedirecting(true);
    let shown: Promise<unknown> = Promise.resolve();
    if (!isAuthenticated) {
      toast({ ...toasts.readyToBook, variant: 'success' });
      // Cleared if she leaves the page first: then sign-in never opens.
      shown = new Promise((resolve) => {
        redirectTimer.current = window.setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS);
      });
    }
    import('../leave-for-booking')
      .then((leave) =>
        leave.leaveForBooking(values, toBookingDraft(values), isAuthenticated, shown, navigate),
      )
      .catch(() => setRedirecting(false));
  };

  return (
    <section id="book" className="landing-section landing-section--ivory" aria-labelledby="book-title">
      <div className="container">
        <SectionHeading
          id="book-title"
          eyebrow="Book Your Date"
          title="Reserve Your Appointment"
          lead="Choose your services, date and time. You will sign in to confirm, and everything you choose here comes with you."
        />
        <div className="booking-layout">
          <form className="booking-form" aria-labelledby="book-title" noValidate onSubmit={onSubmit}>
            <fieldset className="booking-form__group">
              <legend className="booking-form__legend">
                <span className="booking-form__step" aria-hidden="true">
                  1
                </span>
                Your Services
              </legend>
              <div className="booking-form__row booking-form__row--2">
                {TIER_FIELDS.map(({ category, field, label, none, choose }) => (
                  <SelectField
                    key={field}
                    id={fieldId(field)}
                    label={label}
                    {...invalidProps('makeupService')}
                    name={field}
                    value={values[field]}
                    onChange={(event) => {
                      dispatch(choose(event.target.value));
                      clearInvalid('makeupService');
                    }}
                  >
                    <option value="">{none}</option>
                    {tiers(category).map((s) => (
                      <option key={s.id} value={s.tier}>
                        {s.name} ({s.priceRange})
                      </option>
                    ))}
                  </SelectField>
                ))}
              </div>
              <p className="booking-form__or" aria-hidden="true">
                or
              </p>
              <SelectField
                id={fieldId('bridalPackage')}
                label="Bridal Package"
                {...invalidProps('makeupService')}
                name="bridalPackage"
                value={values.bridalPackage}
                onChange={(event) => {
                  dispatch({
                    type: 'choosePackage',
                    id: event.target.value as BookingFormValues['bridalPackage'],
                  });
                  clearInvalid('makeupService');
                }}
              >
                <option value="">No bridal package</option>
                {tiers('bridal').map((s) => (
                  <option key={s.id} value={s.tier}>
                    {s.name} ({s.priceRange})
                  </option>
                ))}
              </SelectField>
              <p className="booking-form__note">
                A bridal package includes makeup and hair, so choosing one clears the tiers, and choosing a
                tier clears the package.
              </p>
            </fieldset>

            <fieldset className="booking-form__group">
              <legend className="booking-form__legend">
                <span className="booking-form__step" aria-hidden="true">
                  2
                </span>
                Add-Ons <span className="booking-form__optional">(optional)</span>
              </legend>
              <div className="booking-form__addons">
                {addOns.map((addOn) => (
                  <Checkbox
                    key={addOn.id}
                    id={`book-addon-${addOn.id}`}
                    className="addon-choice"
                    name="addOns"
                    value={addOn.id}
                    label={addOn.name}
                    description={addOn.priceRange}
                    checked={values.addOns.includes(addOn.id)}
                    onChange={(event) =>
                      dispatch({ type: 'toggleAddOn', id: addOn.id, checked: event.target.checked })
                    }
                  />
                ))}
              </div>
            </fieldset>

            <fieldset className="booking-form__group">
              <legend className="booking-form__legend">
                <span className="booking-form__step" aria-hidden="true">
                  3
                </span>
                Your Event
              </legend>
              <div className="booking-form__row booking-form__row--3">
                <ServiceAreaField
                  id={fieldId('serviceArea')}
                  invalid={invalid.has('serviceArea')}
                  value={values.serviceArea}
                  onChange={(value) => {
                    dispatch({ type: 'setText', field: 'serviceArea', value });
                    clearInvalid('serviceArea');
                  }}
                />
                <PartyField
                  idFor={fieldId}
                  optional
                  bridalPackage={values.bridalPackage}
                  partySize={values.partySize}
                  bridesmaidCount={values.bridesmaidCount}
                  onPartySize={(size) => dispatch({ type: 'setPartySize', size })}
                  onBridesmaids={(count) => dispatch({ type: 'setBridesmaids', count })}
                />
                <InputField
                  id={fieldId('eventDate')}
                  label="Event Date"
                  {...invalidProps('eventDate')}
                  type="date"
                  name="eventDate"
                  min={today || undefined}
                  value={values.eventDate}
                  onChange={onText('eventDate')}
                />
              </div>
              <TimeModeField
                idPrefix={fieldId('timeMode')}
                value={values.timeMode}
                onChange={(mode) => {
                  dispatch({ type: 'setTimeMode', mode });
                  clearInvalid('eventTime');
                }}
              />
              <div className="booking-form__row booking-form__row--2">
                {values.eventDate ? (
                  <Suspense fallback={timeBeforeDate}>
                    <AvailableTimeField
                      id={fieldId('eventTime')}
                      label="Preferred Time"
                      invalid={invalid.has('eventTime')}
                      params={{
                        date: values.eventDate,
                        timeMode: values.timeMode,
                        serviceArea: values.serviceArea,
                        selection: draftSelection(values),
                      }}
                      today={today}
                      value={values.eventTime}
                      onChange={onTimeChange}
                    />
                  </Suspense>
                ) : (
                  timeBeforeDate
                )}
                <SelectField
                  id={fieldId('eventType')}
                  label="Event Type"
                  labelNote="(optional)"
                  name="eventType"
                  value={values.eventType}
                  onChange={onText('eventType')}
                >
                  <option value="">Select event type</option>
                  {EVENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {EVENT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </SelectField>
              </div>
            </fieldset>

            <fieldset className="booking-form__group">
              <legend className="booking-form__legend">
                <span className="booking-form__step" aria-hidden="true">
                  4
                </span>
                Your Details
              </legend>
              <div className="booking-form__row booking-form__row--3">
                <NameField
                  id={fieldId('name')}
                  {...invalidProps('name')}
                  value={values.name}
                  onChange={onText('name')}
                />
                <EmailField
                  id={fieldId('email')}
                  {...invalidProps('email')}
                  value={values.email}
                  onChange={onText('email')}
                />
                <PhoneField
                  id={fieldId('phone')}
                  {...invalidProps('phone')}
                  value={values.phone}
                  onChange={onText('phone')}
                />
              </div>
              <TextareaField
                id={fieldId('specialNotes')}
                label="Special Notes"
                labelNote="(optional)"
                name="specialNotes"
                rows={3}
                maxLength={LIMITS.notes}
                placeholder="Venue, number of people, looks you love…"
                value={values.specialNotes}
                onChange={onText('specialNotes')}
              />
              <Checkbox
                id={fieldId('includeConsultation')}
                name="includeConsultation"
                label="Include a free consultation"
                description="New clients: one free consultation, valid for 90 days."
                checked={values.includeConsultation}
                onChange={(event) =>
                  dispatch({ type: 'setIncludeConsultation', value: event.target.checked })
                }
              />
            </fieldset>

            <div className="booking-form__actions">
              <Button type="submit" size="lg" disabled={redirecting}>
                {redirecting && !isAuthenticated ? 'Taking you to sign in…' : 'Continue to Booking'}
              </Button>
            </div>
          </form>
          <BookingSummary values={values} services={services} addOns={addOns} area={area} />
        </div>
      </div>
    </section>
  );
}
