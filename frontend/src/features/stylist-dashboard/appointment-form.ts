import {
  SELECTION_PROBLEM_MESSAGES,
  type SelectionProblem,
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
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import type { ServiceArea } from '@beauty/domain/service-areas';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { PartyAction } from '@/components/booking-fields';
import {
  applicableAddOns,
  changeSelection,
  chooseService,
  formSelection,
  type ServiceChoice,
} from '../../lib/form-selection';

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
  /** The address or venue within the area, where she goes (free text). */
  location: string;
  eventType: EventType | '';
  makeupService: MakeupTier | '';
  hairService: HairTier | '';
  bridalPackage: BridalPackageId | '';
  /** The catalog's add-ons chosen (GET /api/add-ons ids), as /book takes them. */
  addOns: string[];
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
  | 'location'
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
  location: '',
  eventType: '',
  makeupService: '',
  hairService: '',
  bridalPackage: '',
  addOns: [],
  partySize: 1,
  bridesmaidCount: '',
  paymentMethod: '',
  paymentHandle: '',
  specialNotes: '',
};

export type AppointmentFormAction =
  | { type: 'setText'; field: AppointmentTextField; value: string }
  | ServiceChoice<AppointmentFormValues>
  | { type: 'setTimeMode'; mode: TimeMode }
  | PartyAction
  | { type: 'reset' };

/**
 * Spec 001 section 4: choosing a bridal package clears the makeup and hair choices; choosing a
 * makeup or hair service clears the bridal package. The bridesmaids belong to the Full Bridal
 * Party and the bridal extras to any package, as on /book; a package drops what it includes
 * (false lashes). A new time mode lets the chosen time go (a start and a ready-by time are
 * different answers).
 */
export function appointmentFormReducer(
  state: AppointmentFormValues,
  action: AppointmentFormAction,
): AppointmentFormValues {
  switch (action.type) {
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'chooseMakeup':
    case 'chooseHair':
    case 'choosePackage':
    case 'toggleAddOn':
      return chooseService(state, action);
    case 'reset':
      return EMPTY_APPOINTMENT;
    default:
      return changeSelection(state, action);
  }
}

/** What the dialog holds of the services, beside the add-ons. */
type AppointmentServices = Pick<
  AppointmentFormValues,
  'makeupService' | 'hairService' | 'bridalPackage' | 'partySize' | 'bridesmaidCount'
>;

/** The catalog's add-ons as the rules and the quote read them. */
type CatalogAddOns = readonly Pick<AddOn, 'id' | 'kind' | 'name' | 'priceMinCents' | 'priceType'>[];

/** The dialog's services as the domain's booking rules, availability and quote read them. */
export function appointmentSelection(
  values: AppointmentServices & { addOns?: readonly string[] },
): StaffingSelection {
  return formSelection(values);
}

export interface AppointmentProblem {
  toast: { title: string; description: string };
  /** The fields to point at; the first one gets focus. */
  fields: AppointmentField[];
}

export const pastDateToast = { title: 'Check the Date', description: bookingMessages.dateInPast } as const;

/** Where each selection problem is pointed at (the rest at the services, marked on the makeup field). */
const PROBLEM_FIELDS: Partial<Record<SelectionProblem, AppointmentField>> = {
  'bridesmaids-required': 'bridesmaidCount',
  'party-size-range': 'partySize',
  'bridal-add-on-without-package': 'addOns',
  'included-in-package': 'addOns',
};

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
export function appointmentProblem(
  values: AppointmentFormValues,
  today: string,
  addOns: readonly Pick<AddOn, 'id' | 'kind'>[] = [],
): AppointmentProblem | null {
  const missing = REQUIRED.filter((field) => !String(values[field]).trim());
  if (missing.some((field) => field !== 'eventTime')) {
    return { toast: toasts.missingInformation, fields: missing };
  }
  if (today && values.eventDate < today) return { toast: pastDateToast, fields: ['eventDate'] };
  const problem = selectionProblem(appointmentSelection(values), { bridesmaidsRequired: false, addOns });
  if (problem === 'none-selected') return { toast: toasts.noServicesSelected, fields: ['makeupService'] };
  if (problem) {
    const field: AppointmentField = PROBLEM_FIELDS[problem] ?? 'makeupService';
    return {
      toast: { title: toasts.missingInformation.title, description: SELECTION_PROBLEM_MESSAGES[problem] },
      fields: [field],
    };
  }
  if (missing.length > 0) return { toast: toasts.missingInformation, fields: missing };
  return null;
}

/**
 * What POST /api/stylist/appointments gets: trimmed text; empty choices left out; only the
 * add-ons that apply (as /book sends them); the party size only with tiers, the bridesmaids only
 * with the Full Bridal Party.
 */
export function toAppointmentInput(
  values: AppointmentFormValues,
  addOns: readonly Pick<AddOn, 'id' | 'kind'>[],
): StylistAppointmentInput {
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
    location: values.location.trim(),
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
  const chosenAddOns = applicableAddOns(values, addOns).map((addOn) => addOn.id);
  if (chosenAddOns.length > 0) input.addOns = chosenAddOns;
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
 * The estimate the dialog shows, as the domain prices it and /book shows it: the chosen services'
 * minimum prices (tiers once per person), the add-ons that apply (false lashes per person, the
 * on-site stay by the hour, custom-priced ones at nothing until quoted) and the area's travel
 * line. Null while a choice is not in the catalog.
 */
export function appointmentQuote(
  values: AppointmentServices & { addOns: readonly string[] },
  services: readonly Service[],
  area: Pick<ServiceArea, 'id' | 'name' | 'travelFeeCents' | 'quoted'> | null | undefined,
  addOns: CatalogAddOns,
): PriceQuote | null {
  const selection = {
    ...appointmentSelection(values),
    addOns: applicableAddOns(values, addOns).map((addOn) => addOn.id),
  };
  try {
    return quote(selection, { services, addOns }, area);
  } catch {
    return null;
  }
}
