import { ADD_ONS, type CatalogAddOn } from './add-ons';
import { ONSITE_STAY_MINUTES, partySizeOf, type StaffingSelection, TRAVEL_ADD_ON } from './booking-rules';
import { type CatalogService, SERVICES } from './catalog';
import { type ServiceArea, travelLabel } from './service-areas';

export const BRIDAL_DEPOSIT_RATE = 0.5;
export const STANDARD_DEPOSIT_RATE = 0.3;

export type ServiceSelection = StaffingSelection;

export interface PriceLine {
  id: string;
  label: string;
  /** The line's amount: the unit's minimum price times `quantity`. */
  priceMinCents: number;
  /** People the line is for (tiers and lashes for a party), hours for an hourly add-on, else 1. */
  quantity: number;
  custom: boolean;
}

export interface PriceQuote {
  lines: PriceLine[];
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  depositRate: number;
}

/** The deposit's share: the spec's 50% and 30% unless the owner set others (Business Settings). */
export interface DepositRateSet {
  bridal: number;
  standard: number;
}

/** The deposit shares a new installation starts with (the spec's 50% bridal, 30% otherwise). */
export const DEFAULT_DEPOSIT_PERCENTS = {
  bridal: Math.round(BRIDAL_DEPOSIT_RATE * 100),
  standard: Math.round(STANDARD_DEPOSIT_RATE * 100),
} as const;

/** The deposit rates a quote applies (0.5 = 50%) from the percentages the owner set. */
export function depositRatesOf(percents: { bridal: number; standard: number }): DepositRateSet {
  return { bridal: percents.bridal / 100, standard: percents.standard / 100 };
}

/**
 * Deposit rule: 50% when a bridal package is chosen, otherwise 30% (or the rates the owner set).
 * Rounded to whole cents.
 */
export function depositFor(
  totalCents: number,
  hasBridalPackage: boolean,
  rates: DepositRateSet = { bridal: BRIDAL_DEPOSIT_RATE, standard: STANDARD_DEPOSIT_RATE },
): number {
  const rate = hasBridalPackage ? rates.bridal : rates.standard;
  return Math.round(totalCents * rate);
}

/**
 * The deposit once staff set a booking's final price: one not yet received follows the price at
 * the booking's own rate (the whole percentage it was booked at, so repeated prices do not drift;
 * the owner's current one when the total was $0, e.g. only custom-priced items); one received
 * stays what it was.
 */
export function depositForFinalPrice(
  booking: {
    totalPriceCents: number;
    depositCents: number;
    paymentStatus: string;
    bridalPackage: string | null;
  },
  totalCents: number,
  rates: DepositRateSet,
): number {
  if (booking.paymentStatus !== 'unpaid') return booking.depositCents;
  if (booking.totalPriceCents > 0) {
    const percent = Math.round((100 * booking.depositCents) / booking.totalPriceCents);
    return Math.round((totalCents * percent) / 100);
  }
  return depositFor(totalCents, Boolean(booking.bridalPackage), rates);
}

export class UnknownCatalogItemError extends Error {
  constructor(readonly item: string) {
    super(`Unknown catalog item: ${item}`);
  }
}

/** What a quote reads of a service and of an add-on (the catalog's, the API's or the database's). */
export type QuotedService = Pick<CatalogService, 'id' | 'category' | 'name' | 'priceMinCents'> & {
  tier: string;
};
export type QuotedAddOn = Pick<CatalogAddOn, 'id' | 'name' | 'priceMinCents'> & { priceType: string };

/** An hourly add-on (the on-site stay for touch-ups) is priced for the hours the plan keeps the stylist. */
const STAY_HOURS = ONSITE_STAY_MINUTES / 60;

/** Add-ons done for each person styled with a tier (one each). */
const PER_PERSON_ADD_ONS: ReadonlySet<string> = new Set(['lashes']);

/**
 * Estimate = sum of the minimum prices of the chosen services and add-ons, tiers (and lashes)
 * once per person styled, an hourly add-on for each hour it is planned, plus the service area's
 * travel fee; custom-priced add-ons and a quoted
 * area contribute nothing until quoted. With an area the travel fee is its line and the catalog's
 * 'travel' add-on adds nothing more. Catalog lists may come from the database; the defaults are
 * the seeded catalog.
 */
export function quote(
  selection: ServiceSelection,
  catalog: { services: readonly QuotedService[]; addOns: readonly QuotedAddOn[] } = {
    services: SERVICES,
    addOns: ADD_ONS,
  },
  area?: Pick<ServiceArea, 'id' | 'name' | 'travelFeeCents' | 'quoted'> | null,
  rates: DepositRateSet = { bridal: BRIDAL_DEPOSIT_RATE, standard: STANDARD_DEPOSIT_RATE },
): PriceQuote {
  const lines: PriceLine[] = [];
  const people = selection.bridalPackage ? 1 : partySizeOf(selection);
  const lookup = (category: 'makeup' | 'hair' | 'bridal', tier: string) => {
    const found = catalog.services.find((s) => s.category === category && s.tier === tier);
    if (!found) throw new UnknownCatalogItemError(`${category}:${tier}`);
    return found;
  };
  const picks: Array<['makeup' | 'hair' | 'bridal', string | null | undefined]> = [
    ['bridal', selection.bridalPackage],
    ['makeup', selection.makeupService],
    ['hair', selection.hairService],
  ];
  for (const [category, tier] of picks) {
    if (!tier) continue;
    const s = lookup(category, tier);
    const quantity = category === 'bridal' ? 1 : people;
    lines.push({
      id: s.id,
      label: quantity > 1 ? `${s.name} × ${quantity}` : s.name,
      priceMinCents: s.priceMinCents * quantity,
      quantity,
      custom: false,
    });
  }
  for (const id of new Set(selection.addOns ?? [])) {
    const addOn = catalog.addOns.find((a) => a.id === id);
    if (!addOn) throw new UnknownCatalogItemError(`add-on:${id}`);
    if (area && id === TRAVEL_ADD_ON) continue;
    const custom = addOn.priceType === 'custom';
    const hourly = addOn.priceType === 'hourly';
    const quantity = PER_PERSON_ADD_ONS.has(id) ? people : hourly ? STAY_HOURS : 1;
    lines.push({
      id: addOn.id,
      label: hourly
        ? `${addOn.name} (${quantity} hours)`
        : quantity > 1
          ? `${addOn.name} × ${quantity}`
          : addOn.name,
      priceMinCents: custom ? 0 : addOn.priceMinCents * quantity,
      quantity,
      custom,
    });
  }
  if (area) {
    lines.push({
      id: TRAVEL_ADD_ON,
      label: travelLabel(area),
      priceMinCents: area.quoted ? 0 : area.travelFeeCents,
      quantity: 1,
      custom: area.quoted,
    });
  }
  const totalCents = lines.reduce((sum, l) => sum + l.priceMinCents, 0);
  const hasBridal = Boolean(selection.bridalPackage);
  const depositCents = depositFor(totalCents, hasBridal, rates);
  return {
    lines,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    depositRate: hasBridal ? rates.bridal : rates.standard,
  };
}

/** '$N+' as the booking page shows the estimate. */
export function formatEstimate(totalCents: number): string {
  return `${formatDollars(totalCents)}+`;
}

/**
 * A price typed in dollars ('325', '325.5', '$1,200.00') in whole cents; null when it is not an
 * amount of dollars and cents (a third decimal, a minus, letters).
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** Cents as a price field shows them: 32550 -> '325.50', 30000 -> '300'. */
export function dollarsInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** 12345 -> '$123.45', 15000 -> '$150'. */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
