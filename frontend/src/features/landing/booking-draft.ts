import type { BridalPackageId, HairTier, MakeupTier } from '@beauty/domain/catalog';
import { toasts } from '@beauty/domain/messages';
import type { BookingDraft } from '@beauty/domain/schemas/booking';

/** The landing booking form (spec 000 section 3, "Booking draft"). */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  addOns: string[];
  eventDate: string;
  eventTime: string;
  eventType: string;
  specialNotes: string;
  includeConsultation: boolean;
  makeupService: MakeupTier | '';
  hairService: HairTier | '';
  bridalPackage: BridalPackageId | '';
}

export type BookingTextField =
  | 'name'
  | 'email'
  | 'phone'
  | 'eventDate'
  | 'eventTime'
  | 'eventType'
  | 'specialNotes';

export const EMPTY_BOOKING: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  addOns: [],
  eventDate: '',
  eventTime: '',
  eventType: '',
  specialNotes: '',
  includeConsultation: false,
  makeupService: '',
  hairService: '',
  bridalPackage: '',
};

export type BookingAction =
  | { type: 'setText'; field: BookingTextField; value: string }
  | { type: 'setIncludeConsultation'; value: boolean }
  | { type: 'toggleAddOn'; id: string; checked: boolean }
  | { type: 'chooseMakeup'; tier: MakeupTier | '' }
  | { type: 'chooseHair'; tier: HairTier | '' }
  | { type: 'choosePackage'; id: BridalPackageId | '' };

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
    case 'choosePackage':
      return action.id
        ? { ...state, bridalPackage: action.id, makeupService: '', hairService: '' }
        : { ...state, bridalPackage: '' };
  }
}

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
  if (today && values.eventDate < today) {
    return {
      toast: { title: 'Check Your Date', description: 'Event date cannot be before today.' },
      fields: ['eventDate'],
    };
  }
  if (!values.makeupService && !values.hairService && !values.bridalPackage) {
    return { toast: toasts.noServicesSelected, fields: ['makeupService'] };
  }
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
    eventType: values.eventType,
    specialNotes: values.specialNotes.trim(),
    includeConsultation: values.includeConsultation,
  };
}

/** Where a ready booking goes: sign-in, then /book with the selections (spec 000 section 7). */
export function bookingLoginUrl(draft: BookingDraft): string {
  return `/api/login?redirect=/book&data=${encodeURIComponent(JSON.stringify(draft))}`;
}
