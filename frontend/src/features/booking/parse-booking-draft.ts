/**
 * The landing page's hand-off to /book: the booking draft it sent through sign-in, read back
 * into the form's values one valid field at a time.
 */
import { includedInPackages, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@beauty/domain/booking-rules';
import {
  BRIDAL_PACKAGES,
  BRIDESMAIDS_MAX,
  BRIDESMAIDS_MIN,
  EVENT_TYPES,
  HAIR_TIERS,
  MAKEUP_TIERS,
} from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { isServiceAreaId } from '@beauty/domain/service-areas';
import { isClockTime } from '@beauty/domain/slots';
import { TIME_MODES } from '@beauty/domain/stylist-day';
import { isIsoDate } from '../../lib/iso-date';
import { type BookFormValues, BRIDAL_PARTY_PACKAGE, EMPTY_BOOK_FORM } from './booking-form';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : '';

const ADD_ON_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

const wholeNumberIn = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/**
 * The selections the landing page sent through sign-in (`?data=`, a booking draft as JSON),
 * as form values. Each field is taken only when it is valid on its own, so a damaged or
 * hand-edited address still fills in what it can; a date already past is left out.
 */
export function parseBookingDraft(raw: string | null, today: string): BookFormValues {
  if (!raw) return EMPTY_BOOK_FORM;
  let draft: unknown;
  try {
    draft = JSON.parse(raw);
  } catch {
    return EMPTY_BOOK_FORM;
  }
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return EMPTY_BOOK_FORM;
  const d = draft as Record<string, unknown>;

  const bridalPackage = oneOf(BRIDAL_PACKAGES, d.bridalPackage);
  const eventDate =
    typeof d.eventDate === 'string' && isIsoDate(d.eventDate) && (!today || d.eventDate >= today)
      ? d.eventDate
      : '';
  // Not what a package already includes (false lashes) beside one.
  const addOns = Array.isArray(d.addOns)
    ? [
        ...new Set(
          d.addOns.filter(
            (id): id is string =>
              typeof id === 'string' && ADD_ON_ID.test(id) && !(bridalPackage && includedInPackages(id)),
          ),
        ),
      ].slice(0, 20)
    : [];
  return {
    ...EMPTY_BOOK_FORM,
    // A package and the tiers exclude each other; a draft with both keeps the package.
    bridalPackage,
    makeupService: bridalPackage ? '' : oneOf(MAKEUP_TIERS, d.makeupService),
    hairService: bridalPackage ? '' : oneOf(HAIR_TIERS, d.hairService),
    addOns,
    eventType: oneOf(EVENT_TYPES, d.eventType),
    eventDate,
    eventTime: typeof d.eventTime === 'string' && isClockTime(d.eventTime) ? d.eventTime : '',
    timeMode: oneOf(TIME_MODES, d.timeMode) || 'start',
    serviceArea: typeof d.serviceArea === 'string' && isServiceAreaId(d.serviceArea) ? d.serviceArea : '',
    partySize: bridalPackage ? 1 : (wholeNumberIn(d.partySize, PARTY_SIZE_MIN, PARTY_SIZE_MAX) ?? 1),
    bridesmaidCount:
      bridalPackage === BRIDAL_PARTY_PACKAGE
        ? (wholeNumberIn(d.bridesmaidCount, BRIDESMAIDS_MIN, BRIDESMAIDS_MAX) ?? '')
        : '',
    specialNotes: typeof d.specialNotes === 'string' ? d.specialNotes.slice(0, LIMITS.notes) : '',
    includeConsultation: d.includeConsultation === true,
  };
}
