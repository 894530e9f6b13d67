import {
  SELECTION_PROBLEM_MESSAGES,
  type StaffingSelection,
  selectionProblem,
} from '@beauty/domain/booking-rules';
import type {
  BridalPackageId,
  EventType,
  HairTier,
  MakeupTier,
  PaymentMethod,
  ServiceCategory,
} from '@beauty/domain/catalog';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import { formatDollars, type PriceQuote, quote } from '@beauty/domain/pricing';
import type { StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import type { Service } from '@beauty/domain/schemas/catalog';
import type { ServiceArea } from '@beauty/domain/service-areas';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { PartyAction } from '@/components/booking-fields';
import { changeSelection, formSelection } from '../../lib/form-selection';

/** The 'Create New Appointment' dialog's fields (spec 001 section 3, stylist-created appointment). */
export interface AppointmentFormValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  eventDate: string;
  /** One of the times the stylist herself can take (GET /api/availability with her id). */
  eventTime: string;
  /** Whether eventTime is when styling starts or when everyone must be ready. */
  timeMode: TimeMode;
  /** The event's service area (GET /api/service-areas): it sets travel time and fee. */
  serviceArea: string;
  eventType: EventType | '';
  makeupService: MakeupTier | '';
  hairService: HairTier | '';
  bridalPackage: BridalPackageId | '';
  /** People styled with the tiers (a package sets its own party). */
  partySize: number;
  /** The Full Bridal Party only; '' until said (the stylist may leave it out). */
  bridesmaidCount: number | '';
  paymentMethod: PaymentMethod | '';
  paymentHandle: string;
  specialNotes: string;
}

export type AppointmentField = keyof AppointmentFormValues;
export type AppointmentTextField =
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'eventDate'
  | 'eventTime'
  | 'serviceArea'
  | 'eventType'
  | 'paymentMethod'
  | 'paymentHandle'
  | 'specialNotes';

export const EMPTY_APPOINTMENT: AppointmentFormValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  eventDate: '',
  eventTime: '',
  timeMode: 'start',
  serviceArea: '',
  eventType: '',
  makeupService: '',
  hairService: '',
  bridalPackage: '',
  partySize: 1,
  bridesmaidCount: '',
  paymentMethod: '',
  paymentHandle: '',
  specialNotes: '',
};

export type AppointmentFormAction =
  | { type: 'setText'; field: AppointmentTextField; value: string }
  | { type: 'chooseMakeup'; tier: MakeupTier | '' }
  | { type: 'chooseHair'; tier: HairTier | '' }
  | { type: 'choosePackage'; id: BridalPackageId | '' }
  | { type: 'setTimeMode'; mode: TimeMode }
  | PartyAction
  | { type: 'reset' };

/**
 * Spec 001 section 4: choosing a bridal package clears the makeup and hair choices; choosing a
 * makeup or hair service clears the bridal package. The bridesmaids belong to the Full Bridal
 * Party; a new time mode lets the chosen time go (a start and a ready-by time are different answers).
 */
export function appointmentFormReducer(
  state: AppointmentFormValues,
  action: AppointmentFormAction,
): AppointmentFormValues {
  switch (action.type) {
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'chooseMakeup':
      return action.tier
        ? { ...state, makeupService: action.tier, bridalPackage: '', bridesmaidCount: '' }
        : { ...state, makeupService: '' };
    case 'chooseHair':
      return action.tier
        ? { ...state, hairService: action.tier, bridalPackage: '', bridesmaidCount: '' }
        : { ...state, hairService: '' };
    case 'reset':
      return EMPTY_APPOINTMENT;
    default:
      return changeSelection(state, action);
  }
}

/** The dialog's services as the domain's booking rules, availability and quote read them. */
export function appointmentSelection(
  values: Pick<
    AppointmentFormValues,
    'makeupService' | 'hairService' | 'bridalPackage' | 'partySize' | 'bridesmaidCount'
  >,
): StaffingSelection {
  return formSelection(values);
}

export interface AppointmentProblem {
  toast: { title: string; description: string };
  /** The fields to point at; the first one gets focus. */
  fields: AppointmentField[];
}

export const pastDateToast = { title: 'Check the Date', description: bookingMessages.dateInPast } as const;

const REQUIRED: readonly AppointmentField[] = [
  'clientName',
  'clientEmail',
  'eventDate',
  'serviceArea',
  'eventTime',
];

/**
 * Spec 001 section 5, in order: client name, email, date, event area and time ('Missing
 * Information'), a date not before today (YYYY-MM-DD in the business's zone), then the domain's
 * selection rules ('No Services Selected' first; the stylist may leave the bridesmaids out).
 * Times are offered only once the services are chosen, so a missing time alone is named after
 * them. Payment method and handle are labelled required but, as the spec says, not enforced.
 */
export function appointmentProblem(values: AppointmentFormValues, today: string): AppointmentProblem | null {
  const missing = REQUIRED.filter((field) => !String(values[field]).trim());
  if (missing.some((field) => field !== 'eventTime')) {
    return { toast: toasts.missingInformation, fields: missing };
  }
  if (today && values.eventDate < today) return { toast: pastDateToast, fields: ['eventDate'] };
  const problem = selectionProblem(appointmentSelection(values), { bridesmaidsRequired: false });
  if (problem === 'none-selected') return { toast: toasts.noServicesSelected, fields: ['makeupService'] };
  if (problem) {
    const field: AppointmentField =
      problem === 'bridesmaids-required'
        ? 'bridesmaidCount'
        : problem === 'party-size-range'
          ? 'partySize'
          : 'makeupService';
    return {
      toast: { title: toasts.missingInformation.title, description: SELECTION_PROBLEM_MESSAGES[problem] },
      fields: [field],
    };
  }
  if (missing.length > 0) return { toast: toasts.missingInformation, fields: missing };
  return null;
}

/**
 * What POST /api/stylist/appointments gets: trimmed text; empty choices left out; the party size
 * only with tiers, the bridesmaids only with the Full Bridal Party.
 */
export function toAppointmentInput(values: AppointmentFormValues): StylistAppointmentInput {
  const input: StylistAppointmentInput = {
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    timeMode: values.timeMode,
    serviceArea: values.serviceArea,
  };
  const optional = {
    clientPhone: values.clientPhone.trim(),
    eventType: values.eventType,
    makeupService: values.makeupService,
    hairService: values.hairService,
    bridalPackage: values.bridalPackage,
    paymentMethod: values.paymentMethod,
    paymentHandle: values.paymentHandle.trim(),
    specialNotes: values.specialNotes.trim(),
  };
  for (const [field, value] of Object.entries(optional)) {
    if (value) Object.assign(input, { [field]: value });
  }
  const { partySize, bridesmaidCount } = appointmentSelection(values);
  if (partySize != null) input.partySize = partySize;
  if (bridesmaidCount != null) input.bridesmaidCount = bridesmaidCount;
  return input;
}

/**
 * A service as the dialog's options read, with spec 001's price labels: 'Good ($50-$75)',
 * 'Styled Half-Up ($100-$150)', 'Full Bridal Party ($1,200-$1,800)'.
 */
export function serviceOptionLabel(
  service: Pick<Service, 'name' | 'priceMinCents' | 'priceMaxCents'>,
): string {
  const name = service.name.replace(/ Package$/, '');
  return `${name} (${formatDollars(service.priceMinCents)}-${formatDollars(service.priceMaxCents)})`;
}

/** The catalog's services of one category, in display order. */
export const servicesOf = (services: readonly Service[], category: ServiceCategory) =>
  services.filter((service) => service.category === category);

/**
 * The estimate the dialog shows, as the domain prices it: the chosen services' minimum prices
 * (tiers once per person) and the area's travel line. Null while a choice is not in the catalog.
 */
export function appointmentQuote(
  values: Pick<
    AppointmentFormValues,
    'makeupService' | 'hairService' | 'bridalPackage' | 'partySize' | 'bridesmaidCount'
  >,
  services: readonly Service[],
  area: Pick<ServiceArea, 'id' | 'name' | 'travelFeeCents' | 'quoted'> | null | undefined,
): PriceQuote | null {
  try {
    return quote(appointmentSelection(values), { services, addOns: [] }, area);
  } catch {
    return null;
  }
}
