import { MAX_STYLIST_SESSION_MINUTES, type PartyMember } from './booking-rules';

/**
 * How a party can be split between stylists, one group each, styled one after the other: the
 * groupings the allocator (staffing.ts) tries, and the fewest stylists a party needs at once.
 */

export interface Group {
  members: PartyMember[];
  minutes: number;
  lead: boolean;
}

/**
 * Every way to split `members` into `k` groups, each within the session limit, duplicates (same
 * minutes in the same shape) removed, the most even first. The party is small (at most 7), so
 * there are at most a few hundred.
 */
function groupings(members: readonly PartyMember[], k: number, maxSession: number): Group[][] {
  const found = new Map<string, Group[]>();
  const sorted = [...members].sort((a, b) => Number(b.isBride) - Number(a.isBride) || b.minutes - a.minutes);
  const buckets: PartyMember[][] = [];
  const place = (index: number) => {
    if (buckets.length + (sorted.length - index) < k) return;
    if (index === sorted.length) {
      if (buckets.length !== k) return;
      const groups = buckets.map((bucket, i) => ({
        members: [...bucket],
        minutes: bucket.reduce((sum, m) => sum + m.minutes, 0),
        lead: i === 0,
      }));
      if (groups.some((g) => g.minutes > maxSession)) return;
      const key = groups
        .map(
          (g) =>
            `${g.lead ? 'L' : ''}${g.members.map((m) => `${m.isBride ? 'B' : ''}${m.minutes}`).join('+')}`,
        )
        .sort()
        .join('|');
      if (!found.has(key)) found.set(key, groups);
      return;
    }
    const member = sorted[index] as PartyMember;
    for (const bucket of buckets) {
      bucket.push(member);
      place(index + 1);
      bucket.pop();
    }
    if (buckets.length < k) {
      buckets.push([member]);
      place(index + 1);
      buckets.pop();
    }
  };
  place(0);
  const spread = (groups: Group[]) => Math.max(...groups.map((g) => g.minutes));
  return [...found.values()].sort((a, b) => spread(a) - spread(b));
}

const groupingCache = new Map<string, Group[][]>();
/** The same party asked about many times (availability for a month) skips even the key. */
const byParty = new WeakMap<readonly PartyMember[], Map<string, Group[][]>>();

export function cachedGroupings(members: readonly PartyMember[], k: number, maxSession: number): Group[][] {
  const short = `${k}:${maxSession}`;
  let forParty = byParty.get(members);
  const hit = forParty?.get(short);
  if (hit) return hit;
  const key = `${short}:${members.map((m) => `${m.label}/${m.minutes}/${m.isBride}`).join(',')}`;
  let value = groupingCache.get(key);
  if (!value) {
    value = groupings(members, k, maxSession);
    if (groupingCache.size > 500) groupingCache.clear();
    groupingCache.set(key, value);
  }
  if (!forParty) {
    forParty = new Map();
    byParty.set(members, forParty);
  }
  forParty.set(short, value);
  return value;
}

/**
 * The fewest stylists who can style `members` at once, each within the session limit: a party
 * that needs more than the team has can be booked on no date.
 */
export function fewestStylists(
  members: readonly PartyMember[],
  maxSession: number = MAX_STYLIST_SESSION_MINUTES,
): number {
  for (let k = 1; k < members.length; k += 1) {
    if (cachedGroupings(members, k, maxSession).length > 0) return k;
  }
  return members.length;
}
