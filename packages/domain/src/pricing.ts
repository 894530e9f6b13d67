import { ADD_ONS, type CatalogAddOn, type CatalogService, SERVICES } from './catalog';

export const BRIDAL_DEPOSIT_RATE = 0.5;
export const STANDARD_DEPOSIT_RATE = 0.3;

export interface ServiceSelection {
  makeupService?: string | null;
  hairService?: string | null;
  bridalPackage?: string | null;
  addOns?: readonly string[];
}

export interface PriceLine {
  id: string;
  label: string;
  priceMinCents: number;
  custom: boolean;
}

export interface PriceQuote {
  lines: PriceLine[];
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  depositRate: number;
}

/** Deposit rule: 50% when a bridal package is chosen, otherwise 30%. Rounded to whole cents. */
export function depositFor(totalCents: number, hasBridalPackage: boolean): number {
  const rate = hasBridalPackage ? BRIDAL_DEPOSIT_RATE : STANDARD_DEPOSIT_RATE;
  return Math.round(totalCents * rate);
}

export class UnknownCatalogItemError extends Error {
  constructor(readonly item: string) {
    super(`Unknown catalog item: ${item}`);
  }
}

/**
 * Estimate = sum of the minimum prices of the chosen services and add-ons; custom-priced
 * add-ons (travel) contribute nothing until quoted. Catalog lists may come from the database;
 * the defaults are the seeded catalog.
 */
export function quote(
  selection: ServiceSelection,
  catalog: { services: readonly CatalogService[]; addOns: readonly CatalogAddOn[] } = {
    services: SERVICES,
    addOns: ADD_ONS,
  },
): PriceQuote {
  const lines: PriceLine[] = [];
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
    lines.push({ id: s.id, label: s.name, priceMinCents: s.priceMinCents, custom: false });
  }
  for (const id of new Set(selection.addOns ?? [])) {
    const addOn = catalog.addOns.find((a) => a.id === id);
    if (!addOn) throw new UnknownCatalogItemError(`add-on:${id}`);
    const custom = addOn.priceType === 'custom';
    lines.push({ id: addOn.id, label: addOn.name, priceMinCents: custom ? 0 : addOn.priceMinCents, custom });
  }
  const totalCents = lines.reduce((sum, l) => sum + l.priceMinCents, 0);
  const hasBridal = Boolean(selection.bridalPackage);
  const depositCents = depositFor(totalCents, hasBridal);
  return {
    lines,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    depositRate: hasBridal ? BRIDAL_DEPOSIT_RATE : STANDARD_DEPOSIT_RATE,
  };
}

/** '$N+' as the booking page shows the estimate. */
export function formatEstimate(totalCents: number): string {
  return `${formatDollars(totalCents)}+`;
}

/** 12345 -> '$123.45', 15000 -> '$150'. */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

export const centsToDollars = (cents: number) => cents / 100;

/**
 * The selection rules of the booking forms, for the server to enforce too:
 * at least one service, and a bridal package is never combined with a makeup or hair tier.
 */
export function selectionProblem(selection: ServiceSelection): 'none-selected' | 'bridal-with-tiers' | null {
  const { makeupService, hairService, bridalPackage } = selection;
  if (!makeupService && !hairService && !bridalPackage) return 'none-selected';
  if (bridalPackage && (makeupService || hairService)) return 'bridal-with-tiers';
  return null;
}
