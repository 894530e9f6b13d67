import {
  FULL_BRIDAL_PARTY,
  includedInPackages,
  type StaffingSelection,
  TRAVEL_ADD_ON,
} from '@beauty/domain/booking-rules';
import type { BridalPackageId } from '@beauty/domain/catalog';
import { type DepositRateSet, type PriceQuote, quote } from '@beauty/domain/pricing';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import type { ServiceArea } from '@beauty/domain/service-areas';
import type { TimeMode } from '@beauty/domain/stylist-day';

// The three booking forms' shared reading of their services: as the booking rules read them
// (formSelection), and priced as the estimate shows them (estimate).

/** What every booking form holds of the services: '' for nothing chosen, as the controls do. */
export interface FormServices {
  makeupService: string;
  hairService: string;
  bridalPackage: string;
  addOns?: readonly string[];
  /** People styled with the tiers. */
  partySize: number;
  /** The Full Bridal Party's bridesmaids, '' until chosen. */
  bridesmaidCount: number | '';
}

/**
 * A form's services as the booking rules read them (and GET /api/availability asks): the party
 * size only with tiers, the bridesmaids only with the Full Bridal Party.
 */
export function formSelection(values: FormServices): StaffingSelection {
  const selection: StaffingSelection = {
    makeupService: values.makeupService || null,
    hairService: values.hairService || null,
    bridalPackage: values.bridalPackage || null,
    partySize: values.bridalPackage ? null : values.partySize,
    bridesmaidCount:
      values.bridalPackage === FULL_BRIDAL_PARTY && values.bridesmaidCount !== ''
        ? values.bridesmaidCount
        : null,
  };
  if (values.addOns) selection.addOns = values.addOns;
  return selection;
}

/** The changes the three booking forms make alike: a package, the time mode, the party. */
export type SelectionChange =
  | { type: 'choosePackage'; id: BridalPackageId | '' }
  | { type: 'setTimeMode'; mode: TimeMode }
  | { type: 'setPartySize'; size: number }
  | { type: 'setBridesmaids'; count: number | '' };

/**
 * A form's answers after one of those changes. Spec 000 section 4: a bridal package includes
 * makeup and hair, so choosing one clears the tiers; only the Full Bridal Party keeps its bridesmaids.
 */
export function changeSelection<S extends FormServices & { timeMode: TimeMode; eventTime: string }>(
  state: S,
  change: SelectionChange,
): S {
  switch (change.type) {
    case 'choosePackage':
      return change.id
        ? {
            ...state,
            bridalPackage: change.id,
            makeupService: '',
            hairService: '',
            bridesmaidCount: change.id === FULL_BRIDAL_PARTY ? state.bridesmaidCount : '',
            // What the package includes (false lashes) is not an add-on beside it.
            ...(state.addOns ? { addOns: state.addOns.filter((id) => !includedInPackages(id)) } : {}),
          }
        : { ...state, bridalPackage: '', bridesmaidCount: '' };
    case 'setTimeMode':
      // A start time and a ready-by time are different answers: the chosen one goes.
      return change.mode === state.timeMode ? state : { ...state, timeMode: change.mode, eventTime: '' };
    case 'setPartySize':
      return { ...state, partySize: change.size };
    case 'setBridesmaids':
      return { ...state, bridesmaidCount: change.count };
  }
}

/** The bridal extras among the add-ons: they go with a bridal package only. */
export type BridalExtras = { bridalAddOnIds?: readonly string[] };

/** A form that holds add-ons beside its services (/book, the stylist's appointment dialog). */
type FormWithAddOns = FormServices & { addOns: string[]; timeMode: TimeMode; eventTime: string };

/** The service choices those forms make alike: a tier, a package, an add-on ticked or not. */
export type ServiceChoice<S extends FormWithAddOns> =
  | ({ type: 'chooseMakeup'; tier: S['makeupService'] } & BridalExtras)
  | ({ type: 'chooseHair'; tier: S['hairService'] } & BridalExtras)
  | ({ type: 'choosePackage'; id: BridalPackageId | '' } & BridalExtras)
  | { type: 'toggleAddOn'; id: string; checked: boolean };

/**
 * A form's answers after one of those choices. Spec 001 section 4: choosing a makeup or hair
 * service clears the package (and a package the tiers, see changeSelection); without a package
 * the bridesmaids and the bridal extras go too.
 */
export function chooseService<S extends FormWithAddOns>(state: S, choice: ServiceChoice<S>): S {
  switch (choice.type) {
    case 'chooseMakeup':
    case 'chooseHair': {
      const field = choice.type === 'chooseMakeup' ? 'makeupService' : 'hairService';
      const chosen = choice.tier ? { [field]: choice.tier, bridalPackage: '' } : { [field]: '' };
      return withoutPackageExtras({ ...state, ...chosen }, choice.bridalAddOnIds);
    }
    case 'choosePackage':
      return withoutPackageExtras(changeSelection(state, choice), choice.bridalAddOnIds);
    case 'toggleAddOn': {
      const others = state.addOns.filter((id) => id !== choice.id);
      return { ...state, addOns: choice.checked ? [...others, choice.id] : others };
    }
  }
}

/** Without a bridal package, the bridesmaids and the bridal extras go too. */
function withoutPackageExtras<S extends FormWithAddOns>(state: S, bridalAddOnIds: readonly string[] = []): S {
  if (state.bridalPackage) return state;
  return { ...state, bridesmaidCount: '', addOns: state.addOns.filter((id) => !bridalAddOnIds.includes(id)) };
}

/**
 * The add-ons a form offers beside its services: bridal extras only with a package, and nothing a
 * package already includes (false lashes) beside one.
 */
export function offeredAddOns<A extends Pick<AddOn, 'id' | 'kind'>>(
  values: { bridalPackage: string },
  addOns: readonly A[],
): A[] {
  return addOns.filter((addOn) =>
    values.bridalPackage ? !includedInPackages(addOn.id) : addOn.kind !== 'bridal',
  );
}

/** The chosen add-ons that apply: ones the catalog still offers, and only where they are offered. */
export function applicableAddOns<A extends Pick<AddOn, 'id' | 'kind'>>(
  values: { addOns: readonly string[]; bridalPackage: string },
  addOns: readonly A[],
): A[] {
  return offeredAddOns(values, addOns).filter((addOn) => values.addOns.includes(addOn.id));
}

export type EstimateKind = 'Bridal Package' | 'Makeup' | 'Hair' | 'Add-on' | 'Travel';

/** Has she chosen a service (a tier or a package)? Add-ons and the travel fee go with one. */
export const hasChosenService = (
  values: Pick<FormServices, 'makeupService' | 'hairService' | 'bridalPackage'>,
) => Boolean(values.makeupService || values.hairService || values.bridalPackage);

const SERVICE_KINDS: ReadonlySet<EstimateKind> = new Set(['Bridal Package', 'Makeup', 'Hair']);

/** Does an estimate price a service? Until it does, no total, deposit or balance is shown. */
export const pricesAService = (lines: readonly { kind: EstimateKind }[]) =>
  lines.some((line) => SERVICE_KINDS.has(line.kind));

export interface EstimateLine {
  id: string;
  kind: EstimateKind;
  label: string;
  priceMinCents: number;
  /** People the line is for (tiers and lashes for a party), else 1. */
  quantity: number;
  /** Priced on request (a custom add-on, a quoted area): adds nothing to the estimate. */
  custom: boolean;
}

export interface Estimate extends Omit<PriceQuote, 'lines'> {
  lines: EstimateLine[];
}

const KIND_OF_CATEGORY: Record<Service['category'], EstimateKind> = {
  bridal: 'Bridal Package',
  makeup: 'Makeup',
  hair: 'Hair',
};

/**
 * The estimate of spec 001 section 2 as the landing form and /book show it: the domain's quote
 * (tiers once per person, the area's travel fee, custom-priced add-ons and a quoted area counting
 * nothing, the deposit rule), with the kind of each line. Add-ons that do not apply are left out first.
 */
export function estimate(
  values: FormServices & { addOns: readonly string[] },
  services: readonly Service[],
  addOns: readonly AddOn[],
  area?: ServiceArea | null,
  /** The owner's deposit shares (Business Settings); the spec's 50% and 30% without them. */
  rates?: DepositRateSet,
): Estimate {
  const selection = { ...formSelection(values), addOns: applicableAddOns(values, addOns).map((a) => a.id) };
  const priced = quote(selection, { services, addOns }, area, rates);
  const kindOf = (id: string): EstimateKind => {
    const service = services.find((s) => s.id === id);
    if (service) return KIND_OF_CATEGORY[service.category];
    return area && id === TRAVEL_ADD_ON ? 'Travel' : 'Add-on';
  };
  return {
    ...priced,
    lines: priced.lines.map((line) => ({
      id: line.id,
      kind: kindOf(line.id),
      label: line.label,
      priceMinCents: line.priceMinCents,
      quantity: line.quantity,
      custom: line.custom,
    })),
  };
}
