import { TRAVEL_ADD_ON } from '@beauty/domain/booking-rules';
import type { WaitlistEntry } from '@beauty/domain/schemas/waitlist';

/** A waitlist entry in words on the dashboard: what she waits for, and where it stands. */

interface CatalogNames {
  services: ReadonlyArray<{ category: string; tier: string; name: string }>;
  addOns: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * 'Better makeup · Full Updo hair · False Lashes, for 2 people'; 'Full Bridal Party with 4
 * bridesmaids'. The travel fee belongs to the area, so that add-on is left out; an item gone from
 * the catalog is named by its id rather than dropped.
 */
export function waitlistSelectionWords(selection: WaitlistEntry['selection'], catalog: CatalogNames): string {
  const nameOf = (category: string, tier: string) =>
    catalog.services.find((s) => s.category === category && s.tier === tier)?.name ?? tier;
  const parts: string[] = [];
  if (selection.bridalPackage) {
    const bridesmaids = selection.bridesmaidCount;
    parts.push(
      `${nameOf('bridal', selection.bridalPackage)}${bridesmaids ? ` with ${bridesmaids} bridesmaids` : ''}`,
    );
  }
  if (selection.makeupService) parts.push(`${nameOf('makeup', selection.makeupService)} makeup`);
  if (selection.hairService) parts.push(`${nameOf('hair', selection.hairService)} hair`);
  for (const id of selection.addOns) {
    if (id === TRAVEL_ADD_ON) continue;
    parts.push(catalog.addOns.find((a) => a.id === id)?.name ?? id);
  }
  const people = !selection.bridalPackage && (selection.partySize ?? 1) > 1 ? selection.partySize : null;
  return `${parts.join(' · ')}${people ? `, for ${people} people` : ''}`;
}

export interface WaitlistStatusWords {
  label: string;
  tone: 'waiting' | 'open';
  note: string;
}

/** Waiting, or told that time opened up (then booking is the thing to do: times are not held). */
export function waitlistStatus(entry: Pick<WaitlistEntry, 'status'>): WaitlistStatusWords {
  return entry.status === 'notified'
    ? {
        label: 'Time opened up',
        tone: 'open',
        note: 'Time has opened up on this date. Book soon: times go to whoever books first.',
      }
    : {
        label: 'Waiting',
        tone: 'waiting',
        note: "We'll email you as soon as time opens up on this date.",
      };
}
