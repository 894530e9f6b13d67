import type { CatalogAddOn } from './add-ons';
import {
  BRIDESMAIDS_MAX,
  BRIDESMAIDS_MIN,
  HAIR_TIERS,
  type HairTier,
  MAKEUP_TIERS,
  type MakeupTier,
} from './catalog';
import { bookingMessages, toasts } from './messages';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from './party-size';

/**
 * THE booking rules: how long each service takes, who a selection styles, which selections are
 * allowed. The API, the worker and the three booking forms use these and keep no copy.
 */

/** Minutes per person for each tier (one person, one tier). */
export const MAKEUP_MINUTES: Record<MakeupTier, number> = { good: 45, better: 60, best: 75 };
export const HAIR_MINUTES: Record<HairTier, number> = { simple: 45, styled: 60, updo: 75 };
/** The bride on the day: premium makeup, full updo and lashes. */
export const BRIDE_MINUTES = 150;
/** Everyone else a package styles (the +1, each bridesmaid): makeup and hair. */
export const PARTY_MEMBER_MINUTES = 120;
/** The consultation and trial run of the bridal packages (spec 000: 90 minutes). */
export const TRIAL_RUN_MINUTES = 90;
/** False lashes, applied, per person styled with a tier (the packages include them). */
export const LASHES_MINUTES = 15;
/** A stylist staying after everyone is ready, for touch-ups (the on-site add-on). */
export const ONSITE_STAY_MINUTES = 120;
/** Kept free after every appointment before the stylist's next one starts. */
export const BUFFER_MINUTES = 30;
/** The longest stretch one stylist works on one booking; a bigger party gets more stylists. */
export const MAX_STYLIST_SESSION_MINUTES = 360;
/** People one booking of makeup or hair tiers may style (kept in party-size.ts, which the messages read too). */
export { PARTY_SIZE_MAX, PARTY_SIZE_MIN };

export const FULL_BRIDAL_PARTY = 'bride-plus-party';
const ADDITIONAL_BRIDESMAID = 'extra-bridesmaid';
const LASHES = 'lashes';
const ONSITE_TOUCHUPS = 'onsite-touchups';
/** The travel fee is priced from the service area, so this catalog add-on only says so. */
export const TRAVEL_ADD_ON = 'travel';
/** Add-ons every bridal package already includes (the packages list false lashes): for tiers only. */
export const PACKAGE_INCLUDED_ADD_ONS: readonly string[] = [LASHES];
export const includedInPackages = (addOnId: string) => PACKAGE_INCLUDED_ADD_ONS.includes(addOnId);

export interface StaffingSelection {
  makeupService?: string | null;
  hairService?: string | null;
  bridalPackage?: string | null;
  addOns?: readonly string[];
  /** Tiers only: how many people get them (1 when left out). */
  partySize?: number | null;
  /** The Full Bridal Party only: 3-5. */
  bridesmaidCount?: number | null;
}

/** One person to style, and how long it takes. */
export interface PartyMember {
  label: string;
  minutes: number;
  isBride: boolean;
}

const isMakeupTier = (value: unknown): value is MakeupTier =>
  (MAKEUP_TIERS as readonly unknown[]).includes(value);
const isHairTier = (value: unknown): value is HairTier => (HAIR_TIERS as readonly unknown[]).includes(value);

/**
 * How many people a selection styles: the tiers' party size; a package's bride and the people it
 * includes (the +1, or the Full Bridal Party's 3-5 bridesmaids, as few as 3 when not said), and
 * one more with the 'Additional bridesmaid services' add-on.
 */
export function partySizeOf(selection: StaffingSelection): number {
  if (!selection.bridalPackage) return selection.partySize ?? 1;
  const extra = selection.addOns?.includes(ADDITIONAL_BRIDESMAID) ? 1 : 0;
  switch (selection.bridalPackage) {
    case 'bride-only':
      return 1 + extra;
    case 'bride-plus-1':
      return 2 + extra;
    default:
      return 1 + (selection.bridesmaidCount ?? BRIDESMAIDS_MIN) + extra;
  }
}

/** Who is styled and for how long: the bride first with a package. */
export function partyMembers(
  selection: StaffingSelection,
  partySize = partySizeOf(selection),
): PartyMember[] {
  if (selection.bridalPackage) {
    const others = Array.from({ length: Math.max(0, partySize - 1) }, (_, i) => ({
      label: selection.bridalPackage === 'bride-plus-1' && i === 0 ? 'Guest' : `Bridesmaid ${i + 1}`,
      minutes: PARTY_MEMBER_MINUTES,
      isBride: false,
    }));
    return [{ label: 'Bride', minutes: BRIDE_MINUTES, isBride: true }, ...others];
  }
  const lashes = selection.addOns?.includes(LASHES) ? LASHES_MINUTES : 0;
  const each =
    (isMakeupTier(selection.makeupService) ? MAKEUP_MINUTES[selection.makeupService] : 0) +
    (isHairTier(selection.hairService) ? HAIR_MINUTES[selection.hairService] : 0) +
    lashes;
  return Array.from({ length: partySize }, (_, i) => ({
    label: partySize === 1 ? 'Client' : `Guest ${i + 1}`,
    minutes: each,
    isBride: false,
  }));
}

/** Minutes of styling a selection takes for `partySize` people (travel, stays and buffers apart). */
export function serviceMinutes(selection: StaffingSelection, partySize = partySizeOf(selection)): number {
  return partyMembers(selection, partySize).reduce((sum, member) => sum + member.minutes, 0);
}

/** Minutes a stylist stays after everyone is ready (the on-site touch-ups add-on), else 0. */
export function stayMinutes(selection: StaffingSelection): number {
  return selection.bridalPackage && selection.addOns?.includes(ONSITE_TOUCHUPS) ? ONSITE_STAY_MINUTES : 0;
}

export type SelectionProblem =
  | 'none-selected'
  | 'bridal-with-tiers'
  | 'bridal-add-on-without-package'
  | 'included-in-package'
  | 'bridesmaids-required'
  | 'bridesmaids-only-for-party'
  | 'party-size-with-package'
  | 'party-size-range';

/** What each problem says to the person booking. */
export const SELECTION_PROBLEM_MESSAGES: Record<SelectionProblem, string> = {
  'none-selected': toasts.noServicesSelected.description,
  'bridal-with-tiers': bookingMessages.bridalWithTiers,
  'bridal-add-on-without-package': bookingMessages.bridalAddOnWithoutPackage,
  'included-in-package': bookingMessages.includedInPackage,
  'bridesmaids-required': bookingMessages.bridesmaidsRequired,
  'bridesmaids-only-for-party': bookingMessages.bridesmaidsOnlyForParty,
  'party-size-with-package': bookingMessages.partySizeWithPackage,
  'party-size-range': bookingMessages.partySizeRange,
};

/**
 * The selection rules, in the order the forms check them: at least one service; a bridal package
 * alone (it includes makeup and hair), with its own people; bridal add-ons only with a package,
 * and no add-on a package already includes (false lashes) beside one;
 * the Full Bridal Party with its 3-5 bridesmaids (`bridesmaidsRequired: false` lets the stylist's
 * form leave them out); tiers for 1-6 people.
 */
export function selectionProblem(
  selection: StaffingSelection,
  options: { addOns?: readonly Pick<CatalogAddOn, 'id' | 'kind'>[]; bridesmaidsRequired?: boolean } = {},
): SelectionProblem | null {
  const { makeupService, hairService, bridalPackage } = selection;
  if (!makeupService && !hairService && !bridalPackage) return 'none-selected';
  if (bridalPackage && (makeupService || hairService)) return 'bridal-with-tiers';
  const bridalAddOn = (selection.addOns ?? []).some(
    (id) => options.addOns?.find((addOn) => addOn.id === id)?.kind === 'bridal',
  );
  if (bridalAddOn && !bridalPackage) return 'bridal-add-on-without-package';
  if (bridalPackage && (selection.addOns ?? []).some(includedInPackages)) return 'included-in-package';
  const isParty = bridalPackage === FULL_BRIDAL_PARTY;
  if (isParty && (options.bridesmaidsRequired ?? true) && selection.bridesmaidCount == null)
    return 'bridesmaids-required';
  if (!isParty && selection.bridesmaidCount != null) return 'bridesmaids-only-for-party';
  if (bridalPackage && selection.partySize != null) return 'party-size-with-package';
  if (
    selection.bridesmaidCount != null &&
    (selection.bridesmaidCount < BRIDESMAIDS_MIN || selection.bridesmaidCount > BRIDESMAIDS_MAX)
  )
    return 'bridesmaids-required';
  const size = selection.partySize ?? 1;
  if (!Number.isInteger(size) || size < PARTY_SIZE_MIN || size > PARTY_SIZE_MAX) return 'party-size-range';
  return null;
}

/** The columns of a stored booking that say what it selects. */
interface StoredSelection {
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  partySize: number | null;
  bridesmaidCount: number | null;
}

/**
 * What a stored booking selects, with its add-ons: the party size counts for tiers only (a bridal
 * package has its own). What staffing, availability and the quote read of a booking.
 */
export const selectionOfBooking = <B extends StoredSelection, A extends readonly string[]>(
  booking: B,
  addOns: A,
) => ({
  makeupService: booking.makeupService as B['makeupService'],
  hairService: booking.hairService as B['hairService'],
  bridalPackage: booking.bridalPackage as B['bridalPackage'],
  addOns,
  partySize: booking.bridalPackage ? null : (booking.partySize as B['partySize']),
  bridesmaidCount: booking.bridesmaidCount as B['bridesmaidCount'],
});
