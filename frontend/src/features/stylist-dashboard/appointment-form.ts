import type {
  BridalPackageId,
  EventType,
  HairTier,
  MakeupTier,
  PaymentMethod,
  ServiceCategory,
} from '@beauty/domain/catalog';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import { formatDollars } from '@beauty/domain/pricing';
import type { StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import type { Service } from '@beauty/domain/schemas/catalog';
import type { TimeSlot } from '@beauty/domain/slots';

/** The 'Create New Appointment' dialog's fields (spec 001 section 3, stylist-created appointment). */
export interface AppointmentFormValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  eventDate: string;
  eventTime: TimeSlot | '';
  eventType: EventType | '';
  makeupService: MakeupTier | '';
  hairService: HairTier | '';
  bridalPackage: BridalPackageId | '';
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
  eventType: '',
  makeupService: '',
  hairService: '',
  bridalPackage: '',
  paymentMethod: '',
  paymentHandle: '',
  specialNotes: '',
};

export type AppointmentFormAction =
  | { type: 'setText'; field: AppointmentTextField; value: string }
  | { type: 'chooseMakeup'; tier: MakeupTier | '' }
  | { type: 'chooseHair'; tier: HairTier | '' }
  | { type: 'choosePackage'; id: BridalPackageId | '' }
  | { type: 'reset' };

/**
 * Spec 001 section 4: choosing a bridal package clears the makeup and hair choices; choosing a
 * makeup or hair service clears the bridal package.
 */
export function appointmentFormReducer(
  state: AppointmentFormValues,
  action: AppointmentFormAction,
): AppointmentFormValues {
  switch (action.type) {
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'chooseMakeup':
      return { ...state, makeupService: action.tier, bridalPackage: action.tier ? '' : state.bridalPackage };
    case 'chooseHair':
      return { ...state, hairService: action.tier, bridalPackage: action.tier ? '' : state.bridalPackage };
    case 'choosePackage':
      return action.id
        ? { ...state, bridalPackage: action.id, makeupService: '', hairService: '' }
        : { ...state, bridalPackage: '' };
    case 'reset':
      return EMPTY_APPOINTMENT;
  }
}

export interface AppointmentProblem {
  toast: { title: string; description: string };
  /** The fields to point at; the first one gets focus. */
  fields: AppointmentField[];
}

export const pastDateToast = { title: 'Check the Date', description: bookingMessages.dateInPast } as const;

const REQUIRED: readonly AppointmentField[] = ['clientName', 'clientEmail', 'eventDate', 'eventTime'];

/**
 * Spec 001 section 5, in order: client name, email, date and time ('Missing Information'), a
 * date not before today (YYYY-MM-DD in the business's zone), then at least one service or
 * package ('No Services Selected'). Payment method and handle are labelled required but, as
 * the spec says, not enforced.
 */
export function appointmentProblem(values: AppointmentFormValues, today: string): AppointmentProblem | null {
  const missing = REQUIRED.filter((field) => !values[field].trim());
  if (missing.length > 0) return { toast: toasts.missingInformation, fields: missing };
  if (today && values.eventDate < today) return { toast: pastDateToast, fields: ['eventDate'] };
  if (!values.makeupService && !values.hairService && !values.bridalPackage) {
    return { toast: toasts.noServicesSelected, fields: ['makeupService'] };
  }
  return null;
}

/** What POST /api/stylist/appointments gets: trimmed text; empty choices left out. */
export function toAppointmentInput(values: AppointmentFormValues): StylistAppointmentInput {
  const input: StylistAppointmentInput = {
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    eventDate: values.eventDate,
    eventTime: values.eventTime as TimeSlot,
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

/** The estimate the dialog shows: the sum of the chosen services' minimum prices, as '$N+'. */
export function appointmentEstimateCents(
  values: Pick<AppointmentFormValues, 'makeupService' | 'hairService' | 'bridalPackage'>,
  services: readonly Service[],
): number {
  const picks = [
    ['bridal', values.bridalPackage],
    ['makeup', values.makeupService],
    ['hair', values.hairService],
  ] as const;
  return picks.reduce((sum, [category, tier]) => {
    const service = tier ? services.find((s) => s.category === category && s.tier === tier) : undefined;
    return sum + (service?.priceMinCents ?? 0);
  }, 0);
}
