import { describe, expect, it } from '@jest/globals';
import { assignment, instant } from '../../lib/test-plans';
import { formatMinutes, planView } from './booking-plan';
import { staffBooking } from './test-bookings';

const SOFIA = '00000000-0000-4000-8000-00000000a001';
const MAYA = '00000000-0000-4000-8000-00000000a002';
const JUNE_20 = '2026-06-20';

// A party of five in Graham, everyone ready by 2:00 PM on Saturday, June 20, 2026 (UTC-7).
const party = staffBooking({
  bridalPackage: 'bride-plus-party',
  makeupService: null,
  partySize: 5,
  timeMode: 'ready-by',
  readyBy: '14:00',
  eventTime: '08:30',
  serviceArea: 'graham',
  serviceAreaName: 'Graham',
  travelFeeCents: 3000,
  plan: {
    staffed: true,
    startsAt: instant(JUNE_20, '15:30'),
    readyAt: instant(JUNE_20, '21:00'),
    assignments: [
      assignment(JUNE_20, [SOFIA, 'Sofia Reyes'], 'lead', '16:00-21:00', '15:25-22:05', [
        ['Bridesmaid 2', 60, '17:30'],
        ['Bride', 90, '16:00'],
      ]),
      assignment(JUNE_20, [MAYA, 'Maya Chen'], 'assist', '15:30-18:30', '14:55-19:35', [
        ['Bridesmaid 1', 60, '15:30'],
      ]),
    ],
  },
});

describe('booking plan on a row', () => {
  it('says who comes when, the lead first, with travel and whom each styles', () => {
    const view = planView(party, 'someone-else');
    expect(view.staffed).toBe(true);
    expect(view.ready).toBe('Ready by 2:00 PM');
    expect(view.facts).toEqual(['Graham (travel $30)', 'Party of 5']);
    expect(view.stylists.map((s) => [s.name, s.role, s.mine, s.styling, s.held])).toEqual([
      ['Sofia Reyes', 'Lead', false, '9:00 AM – 2:00 PM', '8:25 AM – 3:05 PM'],
      ['Maya Chen', 'Assist', false, '8:30 AM – 11:30 AM', '7:55 AM – 12:35 PM'],
    ]);
    expect(view.stylists[0]?.people).toEqual([
      { label: 'Bride', at: '9:00 AM', minutes: 90 },
      { label: 'Bridesmaid 2', at: '10:30 AM', minutes: 60 },
    ]);
  });

  it("puts the viewer's own part first and marks it", () => {
    const view = planView(party, MAYA);
    expect(view.stylists.map((s) => [s.name, s.mine])).toEqual([
      ['Maya Chen', true],
      ['Sofia Reyes', false],
    ]);
  });

  it('says when styling ends for a start time, and nothing about a party of one or no fee', () => {
    const view = planView(
      staffBooking({
        timeMode: 'start',
        readyBy: null,
        serviceAreaName: 'Puyallup',
        travelFeeCents: 0,
        partySize: 1,
      }),
      SOFIA,
    );
    expect(view).toEqual({ staffed: false, ready: 'Ready at 11:00 AM', facts: ['Puyallup'], stylists: [] });
  });

  it('writes minutes as a stylist reads them', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });
});
