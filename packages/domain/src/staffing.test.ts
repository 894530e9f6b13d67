import fc from 'fast-check';
import { type PartyMember, partyMembers } from './booking-rules';
import { planStaffing, type StaffingPlan, type StaffingRequest } from './staffing';
import type { StylistDay } from './stylist-day';
import { zonedInstant } from './zoned-time';

const MINUTE = 60_000;
const at = (date: string, time: string) => zonedInstant(date, time).getTime();
const hhmm = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Los_Angeles',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

const early = { firstStart: '06:00', lastStart: '16:00' };

/** A request on 2026-12-05 for `selection`, starting at 10:00 with 15 minutes' travel unless `overrides` say. */
const requestFor = (
  selection: Parameters<typeof partyMembers>[0],
  overrides: Partial<StaffingRequest> = {},
): StaffingRequest => ({
  date: '2026-12-05',
  mode: 'start',
  time: '10:00',
  members: partyMembers(selection),
  travelMinutes: 15,
  ...overrides,
});
/** A stylist working `hours` (the early ones unless given), with `busy` blocks held. */
const stylist = (
  id: string,
  hours: StylistDay['hours'] = early,
  busy: StylistDay['busy'] = [],
): StylistDay => ({
  id,
  hours,
  busy,
});

describe('planStaffing', () => {
  it('sends one stylist for one person and holds her travel there and back, then the buffer', () => {
    const plan = planStaffing(requestFor({ makeupService: 'better' }, { travelMinutes: 35 }), [
      stylist('sofia', { firstStart: '09:00', lastStart: '16:00' }),
    ]);
    expect(plan?.assignments).toHaveLength(1);
    const [only] = plan?.assignments ?? [];
    expect(only).toMatchObject({ stylistId: 'sofia', role: 'lead' });
    expect(hhmm(only!.serviceStart)).toBe('10:00');
    expect(hhmm(only!.serviceEnd)).toBe('11:00');
    expect(hhmm(only!.heldFrom)).toBe('09:25');
    expect(hhmm(only!.heldUntil)).toBe('12:05'); // 35 minutes back, then the 30-minute buffer
  });

  it('gets a party of 5 ready by 14:00 in Graham with two stylists from the early morning, the bride last', () => {
    const plan = planStaffing(
      requestFor(
        { bridalPackage: 'bride-plus-party', bridesmaidCount: 4 },
        { mode: 'ready-by', time: '14:00', travelMinutes: 35 },
      ),
      [stylist('sofia'), stylist('maya'), stylist('june')],
    ) as StaffingPlan;
    expect(plan.assignments).toHaveLength(2);
    expect(hhmm(plan.readyAt)).toBe('14:00');
    expect(hhmm(plan.startsAt)).toBe('08:00');
    const lead = plan.assignments.find((a) => a.role === 'lead')!;
    expect(lead.members.map((m) => m.label)).toEqual(['Bridesmaid 1', 'Bride']);
    expect(hhmm(lead.members.at(-1)!.startsAt)).toBe('11:30');
    expect(hhmm(lead.serviceEnd)).toBe('14:00');
    const assist = plan.assignments.find((a) => a.role === 'assist')!;
    expect(assist.members).toHaveLength(3);
    expect(hhmm(assist.serviceStart)).toBe('08:00');
  });

  it('passes over a stylist whose held time overlaps, and says no when nobody is left', () => {
    const request = requestFor({ bridalPackage: 'bride-only' });
    const busy = [[at('2026-12-05', '12:00'), at('2026-12-05', '13:00')]] as const;
    expect(
      planStaffing(request, [stylist('sofia', early, busy), stylist('maya')])?.assignments.map(
        (a) => a.stylistId,
      ),
    ).toEqual(['maya']);
    expect(planStaffing(request, [stylist('sofia', early, busy)])).toBeNull();
  });

  it('keeps to her hours: not on a day off, not before her first start or after her last', () => {
    const request = requestFor({ makeupService: 'good' }, { time: '08:00' });
    expect(planStaffing(request, [stylist('sofia', null)])).toBeNull();
    expect(planStaffing(request, [stylist('sofia', { firstStart: '09:00', lastStart: '16:00' })])).toBeNull();
    expect(planStaffing({ ...request, time: '16:30' }, [stylist('sofia')])).toBeNull();
    expect(planStaffing(request, [stylist('sofia')])).not.toBeNull();
  });

  it('holds nothing before `notBefore`, travel included', () => {
    const request = requestFor({ makeupService: 'good' }, { travelMinutes: 30 });
    const stylists = [stylist('sofia')];
    expect(planStaffing({ ...request, notBefore: new Date(at('2026-12-05', '09:31')) }, stylists)).toBeNull();
    expect(
      planStaffing({ ...request, notBefore: new Date(at('2026-12-05', '09:30')) }, stylists),
    ).not.toBeNull();
  });

  it('keeps the lead on site after everyone is ready when touch-ups are booked', () => {
    const plan = planStaffing(
      requestFor({ bridalPackage: 'bride-only' }, { mode: 'ready-by', time: '14:00', stayMinutes: 120 }),
      [stylist('sofia')],
    ) as StaffingPlan;
    expect(hhmm(plan.assignments[0]!.serviceEnd)).toBe('16:00');
    expect(hhmm(plan.assignments[0]!.heldUntil)).toBe('16:45');
  });

  it('reads wall-clock times across the daylight-saving change', () => {
    const plan = planStaffing(
      requestFor({ makeupService: 'good' }, { date: '2027-03-14', time: '09:00', travelMinutes: 0 }),
      [stylist('sofia')],
    ) as StaffingPlan;
    expect(plan.startsAt.toISOString()).toBe('2027-03-14T16:00:00.000Z');
  });
});

/**
 * The brute-force oracle: every way of giving each person to a stylist (the same rules: each
 * stylist styles her people one after the other, within the session limit, starting inside her
 * hours, with travel, stay and buffer free on her calendar and nothing before `notBefore`).
 */
function oracleCanStaff(
  request: StaffingRequest,
  stylists: readonly StylistDay[],
  maxSession: number,
): boolean {
  const people = request.members;
  const anchor = zonedInstant(request.date, request.time).getTime();
  const travel = request.travelMinutes * MINUTE;
  const stay = (request.stayMinutes ?? 0) * MINUTE;
  const buffer = (request.bufferMinutes ?? 30) * MINUTE;
  const choice = new Array<number>(people.length).fill(0);
  const fits = (): boolean => {
    const loads = new Map<number, PartyMember[]>();
    choice.forEach((s, i) => {
      loads.set(s, [...(loads.get(s) ?? []), people[i] as PartyMember]);
    });
    const minutes = [...loads.values()].map((group) => group.reduce((sum, m) => sum + m.minutes, 0));
    if (minutes.some((m) => m > maxSession)) return false;
    const readyAt = request.mode === 'ready-by' ? anchor : anchor + Math.max(...minutes) * MINUTE;
    for (const [s, group] of loads) {
      const length = group.reduce((sum, m) => sum + m.minutes, 0) * MINUTE;
      const start = request.mode === 'ready-by' ? anchor - length : anchor;
      const lead = group.some((m) => m.isBride);
      const end = lead && stay > 0 ? Math.max(start + length, readyAt) + stay : start + length;
      const from = start - travel;
      const until = end + travel + buffer;
      const stylist = stylists[s] as StylistDay;
      if (!stylist.hours) return false;
      if (start < zonedInstant(request.date, stylist.hours.firstStart).getTime()) return false;
      if (start > zonedInstant(request.date, stylist.hours.lastStart).getTime()) return false;
      if (request.notBefore && from < request.notBefore.getTime()) return false;
      if (stylist.busy.some(([a, b]) => a < until && from < b)) return false;
    }
    return true;
  };
  const next = (i: number): boolean => {
    if (i === people.length) return fits();
    for (let s = 0; s < stylists.length; s += 1) {
      choice[i] = s;
      if (next(i + 1)) return true;
    }
    return false;
  };
  return next(0);
}

/** What any plan must be: everyone styled once, one group per stylist, inside her hours and free time. */
function expectValidPlan(plan: StaffingPlan, request: StaffingRequest, stylists: readonly StylistDay[]) {
  const styled = plan.assignments.flatMap((a) => a.members.map((m) => `${m.label}/${m.minutes}`)).sort();
  expect(styled).toEqual(request.members.map((m) => `${m.label}/${m.minutes}`).sort());
  const ids = plan.assignments.map((a) => a.stylistId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const assignment of plan.assignments) {
    const stylist = stylists.find((s) => s.id === assignment.stylistId)!;
    expect(stylist.hours).not.toBeNull();
    const from = assignment.heldFrom.getTime();
    const until = assignment.heldUntil.getTime();
    expect(stylist.busy.some(([a, b]) => a < until && from < b)).toBe(false);
    expect(assignment.serviceStart.getTime()).toBeGreaterThanOrEqual(
      zonedInstant(request.date, stylist.hours!.firstStart).getTime(),
    );
    if (request.notBefore) expect(from).toBeGreaterThanOrEqual(request.notBefore.getTime());
    // Each person follows the last, none before the service starts.
    let at = assignment.serviceStart.getTime();
    for (const member of assignment.members) {
      expect(member.startsAt.getTime()).toBe(at);
      at += member.minutes * MINUTE;
    }
  }
}

describe('planStaffing against a brute-force oracle on random calendars', () => {
  const date = '2026-12-05';
  const quarter = (from: number, to: number) => fc.integer({ min: from * 4, max: to * 4 }).map((q) => q * 15);
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const stylistArb = (id: string) =>
    fc.record({
      id: fc.constant(id),
      hours: fc.option(
        fc
          .tuple(quarter(5, 11), quarter(11, 18))
          .map(([first, last]) => ({ firstStart: clock(first), lastStart: clock(last) })),
        { freq: 5 },
      ),
      busy: fc
        .array(
          fc.tuple(
            quarter(4, 22),
            fc.integer({ min: 1, max: 16 }).map((q) => q * 15),
          ),
          { maxLength: 3 },
        )
        .map((blocks) =>
          blocks.map(
            ([start, length]) => [at(date, clock(start)), at(date, clock(start)) + length * MINUTE] as const,
          ),
        ),
    });
  const selectionArb = fc.oneof(
    fc.record({
      makeupService: fc.constantFrom('good', 'better', 'best', null),
      hairService: fc.constantFrom('simple', 'styled', 'updo'),
      partySize: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({
      bridalPackage: fc.constantFrom('bride-only', 'bride-plus-1', 'bride-plus-party'),
      bridesmaidCount: fc.constantFrom(3, 4),
    }),
  );

  it('never holds overlapping time and never says "full" when some way of staffing fits', () => {
    fc.assert(
      fc.property(
        selectionArb,
        fc.constantFrom('start', 'ready-by'),
        quarter(6, 18),
        fc.constantFrom(0, 15, 35, 60),
        fc.constantFrom(0, 120),
        fc.constantFrom(180, 240, 360),
        fc.option(quarter(3, 10), { freq: 3 }),
        fc
          .tuple(stylistArb('a'), stylistArb('b'), stylistArb('c'))
          .chain((all) => fc.integer({ min: 1, max: 3 }).map((n) => all.slice(0, n))),
        (selection, mode, time, travel, stay, maxSession, notBefore, stylists) => {
          const members = partyMembers(selection);
          const request: StaffingRequest = {
            date,
            mode,
            time: clock(time),
            members,
            travelMinutes: travel,
            stayMinutes: 'bridalPackage' in selection ? stay : 0,
            maxSessionMinutes: maxSession,
            notBefore: notBefore === null ? undefined : new Date(at(date, clock(notBefore))),
          };
          const plan = planStaffing(request, stylists);
          expect(plan !== null).toBe(oracleCanStaff(request, stylists, maxSession));
          if (plan) expectValidPlan(plan, request, stylists);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
