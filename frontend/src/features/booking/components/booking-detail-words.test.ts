import type { BookingPlan } from '@beauty/domain/schemas/booking';
import { describe, expect, it } from '@jest/globals';
import { assignment, instant } from '../../../lib/test-plans';
import {
  appointmentIsOver,
  customerPlan,
  depositHeldUntil,
  linePrice,
  partyWords,
  paymentMethodLabel,
  reviewServiceOf,
  stylistFirstName,
} from './booking-detail-words';

const SOFIA = '00000000-0000-4000-8000-00000000a001';
const MAYA = '00000000-0000-4000-8000-00000000a002';
const JUNE_20 = '2026-06-20';

// Saturday, June 20, 2026 (UTC-7): a party of five, everyone ready by 2:00 PM, a touch-up stay.
const partyPlan: BookingPlan = {
  staffed: true,
  startsAt: instant(JUNE_20, '15:00'),
  readyAt: instant(JUNE_20, '21:00'),
  assignments: [
    assignment(JUNE_20, [MAYA, 'Maya Chen'], 'assist', '17:00-21:00', '16:25-22:05', [
      ['Bridesmaid 3', 120, '19:00'],
      ['Bridesmaid 2', 120, '17:00'],
    ]),
    assignment(JUNE_20, [SOFIA, 'Sofia Reyes'], 'lead', '15:00-23:00', '14:25-23:35', [
      ['Bridesmaid 1', 120, '15:00'],
      ['Bride', 150, '18:30'],
    ]),
  ],
};

const party = {
  plan: partyPlan,
  timeMode: 'ready-by' as const,
  readyBy: '14:00',
  partySize: 5,
  bridalPackage: 'bride-plus-party',
  status: 'pending' as const,
};

// One person, Better makeup at 10:00 AM, 60 minutes, one stylist, no stay.
const JUNE_15 = '2026-06-15';
const single = {
  plan: {
    staffed: true,
    startsAt: instant(JUNE_15, '17:00'),
    readyAt: instant(JUNE_15, '18:00'),
    assignments: [
      assignment(JUNE_15, [SOFIA, 'Sofia Reyes'], 'lead', '17:00-18:00', '16:45-18:45', [
        ['Client', 60, '17:00'],
      ]),
    ],
  },
  timeMode: 'start' as const,
  readyBy: null,
  partySize: 1,
  bridalPackage: null,
  status: 'confirmed' as const,
};

describe('who comes when, for the customer', () => {
  it('names each stylist by first name, lead first, with her styling times and whom she styles when', () => {
    const plan = customerPlan(party);
    expect(plan.team).toBe('staffed');
    expect(plan.startsAt).toBe('8:00 AM');
    expect([plan.readyLabel, plan.ready]).toEqual(['Everyone ready by', '2:00 PM']);
    // The lead stays after everyone is ready, for touch-ups.
    expect(plan.stayUntil).toBe('4:00 PM');
    expect(plan.party).toBe('5 people, the bride included');
    expect(plan.stylists).toEqual([
      {
        key: SOFIA,
        firstName: 'Sofia',
        role: 'Lead stylist',
        styling: '8:00 AM – 4:00 PM',
        people: 'Bridesmaid 1 at 8:00 AM, Bride at 11:30 AM',
      },
      {
        key: MAYA,
        firstName: 'Maya',
        role: 'Assisting',
        styling: '10:00 AM – 2:00 PM',
        people: 'Bridesmaid 2 at 10:00 AM, Bridesmaid 3 at 12:00 PM',
      },
    ]);
  });

  it('says less for one person with one stylist: no team roles, no list of people, no stay', () => {
    const plan = customerPlan(single);
    expect(plan.startsAt).toBe('10:00 AM');
    expect([plan.readyLabel, plan.ready]).toEqual(['Ready at', '11:00 AM']);
    expect(plan.stayUntil).toBeNull();
    expect(plan.party).toBe('1 person');
    expect(plan.stylists).toEqual([
      { key: SOFIA, firstName: 'Sofia', role: 'Your stylist', styling: '10:00 AM – 11:00 AM', people: null },
    ]);
  });

  it('says the studio will assign stylists while nobody holds the time, and nothing once cancelled', () => {
    const unstaffed = { ...single.plan, staffed: false, assignments: [] };
    const waiting = customerPlan({ ...single, status: 'pending', plan: unstaffed });
    expect(waiting.team).toBe('to-assign');
    expect(waiting.stylists).toEqual([]);
    expect(waiting.stayUntil).toBeNull();
    expect(waiting.startsAt).toBe('10:00 AM');
    expect(customerPlan({ ...single, status: 'cancelled', plan: unstaffed }).team).toBe('none');
    // A plan that says staffed with nobody in it is not shown as a team.
    expect(customerPlan({ ...single, plan: { ...single.plan, assignments: [] } }).team).toBe('to-assign');
  });

  it('shows a first name only, and never an address', () => {
    expect(stylistFirstName('Sofia Reyes')).toBe('Sofia');
    expect(stylistFirstName('  Maya ')).toBe('Maya');
    expect(stylistFirstName('stylist@demo.bridalbeauty.test')).toBe('Your stylist');
    expect(stylistFirstName('')).toBe('Your stylist');
  });

  it('counts the party', () => {
    expect(partyWords({ partySize: 1, bridalPackage: null })).toBe('1 person');
    expect(partyWords({ partySize: 3, bridalPackage: null })).toBe('3 people');
    expect(partyWords({ partySize: 1, bridalPackage: 'bride-only' })).toBe('The bride');
    expect(partyWords({ partySize: 2, bridalPackage: 'bride-plus-1' })).toBe('2 people, the bride included');
  });
});

describe('price lines', () => {
  it('prices travel as a fixed fee, free at home and quoted further out; services from their minimum', () => {
    expect(linePrice({ id: 'travel', custom: false, priceMinCents: 3000 })).toBe('$30');
    expect(linePrice({ id: 'travel', custom: false, priceMinCents: 0 })).toBe('No charge');
    expect(linePrice({ id: 'travel', custom: true, priceMinCents: 0 })).toBe('Quoted separately');
    expect(linePrice({ id: 'makeup-better', custom: false, priceMinCents: 10000 })).toBe('$100+');
    expect(linePrice({ id: 'hair-extensions', custom: true, priceMinCents: 0 })).toBe('Custom pricing');
  });
});

describe('the payment method', () => {
  it('is named as the booking form names it', () => {
    expect(paymentMethodLabel('venmo')).toBe('Venmo');
    expect(paymentMethodLabel('cashapp')).toBe('Cash App');
    expect(paymentMethodLabel('zelle')).toBe('zelle');
    expect(paymentMethodLabel(null)).toBeNull();
  });
});

describe('the deposit hold', () => {
  const pending = {
    status: 'pending' as const,
    paymentStatus: 'unpaid' as const,
    depositCents: 3000,
    holdExpiresAt: '2026-06-03T17:00:00.000Z',
  };

  it('is shown while a pending request waits for its deposit', () => {
    expect(depositHeldUntil(pending)).toBe('2026-06-03T17:00:00.000Z');
  });

  it('is not shown once paid, confirmed or cancelled, with nothing due, or without a hold', () => {
    expect(depositHeldUntil({ ...pending, paymentStatus: 'deposit_received' })).toBeNull();
    expect(depositHeldUntil({ ...pending, status: 'confirmed' })).toBeNull();
    expect(depositHeldUntil({ ...pending, status: 'cancelled' })).toBeNull();
    expect(depositHeldUntil({ ...pending, depositCents: 0 })).toBeNull();
    expect(depositHeldUntil({ ...pending, holdExpiresAt: null })).toBeNull();
  });
});

describe('an appointment behind her', () => {
  const confirmed = { status: 'confirmed' as const, eventDate: JUNE_20 };

  it('is one the studio completed, or a pending or confirmed one whose day has gone by', () => {
    expect(appointmentIsOver({ status: 'completed', eventDate: JUNE_20 }, '2026-06-01')).toBe(true);
    expect(appointmentIsOver(confirmed, '2026-06-21')).toBe(true);
    expect(appointmentIsOver({ ...confirmed, status: 'pending' }, '2026-06-21')).toBe(true);
  });

  it('is not one still to come or on its day, a cancelled one, nor any before the date is known', () => {
    expect(appointmentIsOver(confirmed, JUNE_20)).toBe(false);
    expect(appointmentIsOver(confirmed, '2026-06-19')).toBe(false);
    expect(appointmentIsOver({ ...confirmed, status: 'cancelled' }, '2026-06-21')).toBe(false);
    expect(appointmentIsOver(confirmed, '')).toBe(false);
  });

  it('is reviewed as what she had: a package, both tiers, or one of them', () => {
    const none = { bridalPackage: null, makeupService: null, hairService: null };
    expect(reviewServiceOf({ ...none, bridalPackage: 'bride-only' })).toBe('bridal');
    expect(reviewServiceOf({ ...none, makeupService: 'good', hairService: 'simple' })).toBe('both');
    expect(reviewServiceOf({ ...none, hairService: 'simple' })).toBe('hair');
    expect(reviewServiceOf({ ...none, makeupService: 'good' })).toBe('makeup');
  });
});
