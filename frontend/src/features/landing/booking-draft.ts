import { FULL_BRIDAL_PARTY, type StaffingSelection, selectionProblem } from '@beauty/domain/booking-rules';
import type { BridalPackageId, HairTier, MakeupTier } from '@beauty/domain/catalog';
import { toasts } from '@beauty/domain/messages';
import type { BookingDraft } from '@beauty/domain/schemas/booking';
import type { TimeMode } from '@beauty/domain/stylist-day';
import type { PartyAction } from '@/components/booking-fields';
import { pastDateToast, serviceAreaToast } from '../../lib/booking-toasts';
import { changeSelection, formSelection } from '../../lib/form-selection';

/** The landing booking form (spec 000 section 3, "Booking draft"). */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  addOns: string[];
  eventDate: string;
  /** A time that can be staffed: when styling starts, or when everyone is ready. */
  eventTime: string;
  timeMode: TimeMode;
  serviceArea: string;
  eventType: string;
  specialNotes: string;
  includeConsultation: boolean;
  makeupService: MakeupTier | '';
  hairService: HairTier | '';
  bridalPackage: BridalPackageId | '';
  /** People styled with the tiers. */
  partySize: number;
  /** The Full Bridal Party's bridesmaids ('' until chosen). */
  bridesmaidCount: number | '';
}

export type BookingTextField =
  | 'name'
  | 'email'
  | 'phone'
  | 'eventDate'
  | 'eventTime'
  | 'serviceArea'
  | 'eventType'
  | 'specialNotes';

export const EMPTY_BOOKING: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  addOns: [],
  eventDate: '',
  eventTime: '',
  timeMode: 'start',
  serviceArea: '',
  eventType: '',
  specialNotes: '',
  includeConsultation: false,
  makeupService: '',
  hairService: '',
  bridalPackage: '',
  partySize: 1,
  bridesmaidCount: '',
};

export type BookingAction =
  | { type: 'setText'; field: BookingTextField; value: string }
  | { type: 'setIncludeConsultation'; value: boolean }
  | { type: 'toggleAddOn'; id: string; checked: boolean }
  | { type: 'chooseMakeup'; tier: MakeupTier | '' }
  | { type: 'chooseHair'; tier: HairTier | '' }
  | { type: 'choosePackage'; id: BridalPackageId | '' }
  | { type: 'setTimeMode'; mode: TimeMode }
  | PartyAction;

/**
 * Spec 000 section 4: a bridal package and the makeup or hair tiers exclude each other, so
 * choosing a package clears makeup and hair, and choosing makeup or hair clears the package.
 */
export function bookingReducer(state: BookingFormValues, action: BookingAction): BookingFormValues {
  switch (action.type) {
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'setIncludeConsultation':
      return { ...state, includeConsultation: action.value };
    case 'toggleAddOn': {
      const others = state.addOns.filter((id) => id !== action.id);
      return { ...state, addOns: action.checked ? [...others, action.id] : others };
    }
    case 'chooseMakeup':
      return { ...state, makeupService: action.tier, bridalPackage: action.tier ? '' : state.bridalPackage };
    case 'chooseHair':
      return { ...state, hairService: action.tier, bridalPackage: action.tier ? '' : state.bridalPackage };
    default:
      return changeSelection(state, action);
  }
}

/** The form's services as the booking rules read them (and GET /api/availability asks). */
export const draftSelection = (values: BookingFormValues): StaffingSelection => formSelection(values);

export type BookingProblem = {
  toast: { title: string; description: string };
  /** The fields to point at, first one focused. */
  fields: Array<keyof BookingFormValues>;
};

/** Spec 000 section 5, in the order the checks are made. `today` is YYYY-MM-DD (business zone). */
export function bookingProblem(values: BookingFormValues, today: string): BookingProblem | null {
  const missing = (['name', 'email', 'phone'] as const).filter((field) => !values[field].trim());
  if (missing.length > 0) return { toast: toasts.missingInformation, fields: missing };
  const missingWhen = (['eventDate', 'eventTime'] as const).filter((field) => !values[field]);
  if (missingWhen.length > 0) return { toast: toasts.missingDateTime, fields: missingWhen };
  if (today && values.eventDate < today) return { toast: pastDateToast, fields: ['eventDate'] };
  // Only whether anything is chosen: /book checks the rest of the booking rules after sign-in.
  if (selectionProblem(draftSelection(values)) === 'none-selected') {
    return { toast: toasts.noServicesSelected, fields: ['makeupService'] };
  }
  if (!values.serviceArea) return { toast: serviceAreaToast, fields: ['serviceArea'] };
  return null;
}

/** What travels through sign-in: exactly the booking-draft keys (the server drops anything else). */
export function toBookingDraft(values: BookingFormValues): BookingDraft {
  return {
    makeupService: values.makeupService,
    hairService: values.hairService,
    bridalPackage: values.bridalPackage,
    addOns: values.addOns,
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    timeMode: values.timeMode,
    serviceArea: values.serviceArea,
    ...(values.bridalPackage ? {} : { partySize: values.partySize }),
    ...(values.bridalPackage === FULL_BRIDAL_PARTY && values.bridesmaidCount !== ''
      ? { bridesmaidCount: values.bridesmaidCount }
      : {}),
    eventType: values.eventType,
    specialNotes: values.specialNotes.trim(),
    includeConsultation: values.includeConsultation,
  };
}
