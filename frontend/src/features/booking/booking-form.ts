import {
  FULL_BRIDAL_PARTY,
  SELECTION_PROBLEM_MESSAGES,
  type StaffingSelection,
  selectionProblem,
} from '@beauty/domain/booking-rules';
import type { BridalPackageId, EventType, HairTier, MakeupTier, PaymentMethod } from '@beauty/domain/catalog';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import type { BookingInput } from '@beauty/domain/schemas/booking';
import type { AddOn } from '@beauty/domain/schemas/catalog';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { PartyAction } from '@/components/booking-fields';
import { pastDateToast, serviceAreaToast } from '../../lib/booking-toasts';
import {
  applicableAddOns,
  changeSelection,
  chooseService,
  type FormServices,
  formSelection,
  type ServiceChoice,
} from '../../lib/form-selection';
import { isIsoDate } from '../../lib/iso-date';

export { applicableAddOns, type Estimate, type EstimateLine, estimate } from '../../lib/form-selection';

/** The package that comes with 3-5 bridesmaids, whose number the booking asks for. */
export const BRIDAL_PARTY_PACKAGE: BridalPackageId = FULL_BRIDAL_PARTY;

/** /book's form (spec 001 section 3, booking submission, plus location and bridesmaids). */
export interface BookFormValues {
  makeupService: MakeupTier | '';
  hairService: HairTier | '';
  bridalPackage: BridalPackageId | '';
  addOns: string[];
  eventType: EventType | '';
  eventDate: string;
  /** When styling starts, or (timeMode 'ready-by') when everyone is ready: a staffable time. */
  eventTime: string;
  timeMode: TimeMode;
  /** The service area of the event (GET /api/service-areas): it sets travel time and fee. */
  serviceArea: string;
  location: string;
  /** People styled with the tiers (a package sets its own party). */
  partySize: number;
  /** '' until chosen; only for the Full Bridal Party. */
  bridesmaidCount: number | '';
  specialNotes: string;
  paymentMethod: PaymentMethod | '';
  paymentHandle: string;
  includeConsultation: boolean;
}

export type BookFormField = keyof BookFormValues;
export type BookTextField =
  | 'eventType'
  | 'eventDate'
  | 'eventTime'
  | 'serviceArea'
  | 'location'
  | 'specialNotes'
  | 'paymentHandle';

export const EMPTY_BOOK_FORM: BookFormValues = {
  makeupService: '',
  hairService: '',
  bridalPackage: '',
  addOns: [],
  eventType: '',
  eventDate: '',
  eventTime: '',
  timeMode: 'start',
  serviceArea: '',
  location: '',
  partySize: 1,
  bridesmaidCount: '',
  specialNotes: '',
  paymentMethod: '',
  paymentHandle: '',
  includeConsultation: false,
};

export type BookFormAction =
  | { type: 'setText'; field: BookTextField; value: string }
  | ServiceChoice<BookFormValues>
  | PartyAction
  | { type: 'setTimeMode'; mode: TimeMode }
  | { type: 'choosePaymentMethod'; method: PaymentMethod }
  | { type: 'setIncludeConsultation'; value: boolean }
  | { type: 'reset'; values?: BookFormValues };

/**
 * Spec 001 section 4: choosing a bridal package clears the makeup and hair choices; choosing a
 * makeup or hair service clears the package. The bridesmaid count belongs to the party package,
 * and the bridal extras to any package.
 */
export function bookFormReducer(state: BookFormValues, action: BookFormAction): BookFormValues {
  switch (action.type) {
    case 'chooseMakeup':
    case 'chooseHair':
    case 'choosePackage':
    case 'toggleAddOn':
      return chooseService(state, action);
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'choosePaymentMethod':
      return { ...state, paymentMethod: action.method };
    case 'setIncludeConsultation':
      return { ...state, includeConsultation: action.value };
    case 'reset':
      return action.values ?? EMPTY_BOOK_FORM;
    default:
      return changeSelection(state, action);
  }
}

export interface BookingProblem {
  toast: { title: string; description: string };
  /** The fields to point at; the first one gets focus. */
  fields: BookFormField[];
}

export const bridesmaidsToast = {
  title: toasts.missingInformation.title,
  description: bookingMessages.bridesmaidsRequired,
} as const;

/** The form's services as the booking rules read them. */
export const selectionOf = (values: Omit<FormServices, 'addOns'> & { addOns: string[] }): StaffingSelection =>
  formSelection(values);

/**
 * Spec 001 section 5, in the order the checks are made: date and time, a date not before
 * today (YYYY-MM-DD in the business's zone), at least one service, the booking rules of the
 * domain (the bridesmaids of the Full Bridal Party among them), where the event is, then the
 * payment method and handle.
 */
export function bookingProblem(
  values: BookFormValues,
  today: string,
  addOns: readonly Pick<AddOn, 'id' | 'kind'>[] = [],
): BookingProblem | null {
  const missingWhen = (['eventDate', 'eventTime'] as const).filter((field) => !values[field]);
  if (missingWhen.length > 0) return { toast: toasts.missingDateTime, fields: missingWhen };
  if (!isIsoDate(values.eventDate)) return { toast: toasts.missingDateTime, fields: ['eventDate'] };
  if (today && values.eventDate < today) return { toast: pastDateToast, fields: ['eventDate'] };
  const problem = selectionProblem(selectionOf(values), { addOns });
  if (problem === 'none-selected') return { toast: toasts.noServicesSelected, fields: ['makeupService'] };
  if (problem === 'bridesmaids-required') return { toast: bridesmaidsToast, fields: ['bridesmaidCount'] };
  if (problem) {
    return {
      toast: { title: toasts.missingInformation.title, description: SELECTION_PROBLEM_MESSAGES[problem] },
      fields: ['makeupService'],
    };
  }
  if (!values.serviceArea) return { toast: serviceAreaToast, fields: ['serviceArea'] };
  if (!values.paymentMethod) return { toast: toasts.paymentMethodRequired, fields: ['paymentMethod'] };
  if (!values.paymentHandle.trim()) {
    return { toast: toasts.paymentHandleRequired, fields: ['paymentHandle'] };
  }
  return null;
}

/**
 * What POST /api/bookings gets: trimmed text, only add-ons that apply (see above), the
 * bridesmaids only with the party package, and the free consultation only while it is offered.
 */
export function toBookingInput(
  values: BookFormValues,
  options: { addOns: readonly AddOn[]; freeConsultationOffered: boolean },
): BookingInput {
  const input: BookingInput = {
    makeupService: values.makeupService,
    hairService: values.hairService,
    bridalPackage: values.bridalPackage,
    addOns: applicableAddOns(values, options.addOns).map((addOn) => addOn.id),
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    timeMode: values.timeMode,
    serviceArea: values.serviceArea,
    eventType: values.eventType,
    specialNotes: values.specialNotes.trim(),
    includeConsultation: options.freeConsultationOffered && values.includeConsultation,
    paymentMethod: values.paymentMethod as PaymentMethod,
    paymentHandle: values.paymentHandle.trim(),
    location: values.location.trim(),
  };
  if (values.bridalPackage === BRIDAL_PARTY_PACKAGE && values.bridesmaidCount !== '') {
    input.bridesmaidCount = values.bridesmaidCount;
  }
  if (!values.bridalPackage) input.partySize = values.partySize;
  return input;
}
