import { SERVICE_AREAS } from './catalog';

/**
 * Where the stylists go: the service areas, each with the travel time from the studio in
 * Puyallup (one way) and the travel fee. The database is seeded from here; the API prices and
 * schedules from the database, so the owner can change them without a release.
 */
export interface ServiceArea {
  id: string;
  name: string;
  /** One way, from the studio; blocked on every stylist sent, before and after. */
  travelMinutes: number;
  travelFeeCents: number;
  /** "Other": the fee is quoted by the studio; the travel time blocked is the longest we plan for. */
  quoted: boolean;
  sortOrder: number;
}

export const OTHER_SERVICE_AREA_ID = 'other';

/**
 * An area's id as the owner makes it in Business Settings ('bonney-lake': lowercase words joined
 * by single hyphens, at most 40 characters), and as a booking, the availability, the waitlist and
 * the booking page's draft accept it.
 */
export const SERVICE_AREA_ID = { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 40 } as const;

const SERVICE_AREA_ID_RE = new RegExp(SERVICE_AREA_ID.pattern);

/** Whether `value` is spelled as a service area's id (it may still name no area). */
export function isServiceAreaId(value: string): boolean {
  return value.length <= SERVICE_AREA_ID.maxLength && SERVICE_AREA_ID_RE.test(value);
}

export const DEFAULT_SERVICE_AREAS: readonly ServiceArea[] = [
  { id: 'puyallup', name: 'Puyallup', travelMinutes: 15, travelFeeCents: 0, quoted: false, sortOrder: 1 },
  {
    id: 'south-hill',
    name: 'South Hill',
    travelMinutes: 20,
    travelFeeCents: 1500,
    quoted: false,
    sortOrder: 2,
  },
  { id: 'sumner', name: 'Sumner', travelMinutes: 20, travelFeeCents: 1500, quoted: false, sortOrder: 3 },
  {
    id: 'bonney-lake',
    name: 'Bonney Lake',
    travelMinutes: 30,
    travelFeeCents: 2500,
    quoted: false,
    sortOrder: 4,
  },
  { id: 'graham', name: 'Graham', travelMinutes: 35, travelFeeCents: 3000, quoted: false, sortOrder: 5 },
  { id: 'tacoma', name: 'Tacoma', travelMinutes: 35, travelFeeCents: 3000, quoted: false, sortOrder: 6 },
  { id: 'spanaway', name: 'Spanaway', travelMinutes: 35, travelFeeCents: 3000, quoted: false, sortOrder: 7 },
  {
    id: OTHER_SERVICE_AREA_ID,
    name: 'Other (quoted)',
    travelMinutes: 60,
    travelFeeCents: 0,
    quoted: true,
    sortOrder: 8,
  },
];

/**
 * The towns the public pages name (the landing's Service Areas, the footer, the structured data):
 * the areas offered, without the quoted "Other", the spec's seven in the spec's order (spec 000:
 * Puyallup, Tacoma, Sumner, Graham, Bonney Lake, South Hill, Spanaway), then any the owner added,
 * in her order. An area she stops offering is no longer named.
 */
export function listedTowns(areas: readonly Pick<ServiceArea, 'name' | 'quoted' | 'sortOrder'>[]): string[] {
  const specOrder = (name: string) => {
    const index = (SERVICE_AREAS as readonly string[]).indexOf(name);
    return index === -1 ? SERVICE_AREAS.length : index;
  };
  return areas
    .filter((area) => !area.quoted)
    .sort((a, b) => specOrder(a.name) - specOrder(b.name) || a.sortOrder - b.sortOrder)
    .map((area) => area.name);
}

/** The travel line of a quote: the area's fee, or a quote to come. */
export function travelLabel(area: Pick<ServiceArea, 'name' | 'quoted'>): string {
  return area.quoted ? 'Travel (quoted)' : `Travel to ${area.name}`;
}
