import { bookingMessages, toasts } from '@beauty/domain/messages';
import { bookingInput } from '@beauty/domain/schemas/booking';
import { DEFAULT_SERVICE_AREAS } from '@beauty/domain/service-areas';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import { seededAddOns, seededServices } from '../../lib/catalog-queries';
import { hasChosenService, offeredAddOns, pricesAService } from '../../lib/form-selection';
import { idempotencyFor } from '../../lib/idempotency';
import {
  type BookFormValues,
  bookFormReducer,
  bookingProblem,
  bridesmaidsToast,
  EMPTY_BOOK_FORM,
  estimate,
  toBookingInput,
} from './booking-form';

const TODAY = '2030-03-01';
const bookingInputValidator = validator(bookingInput);

const complete: BookFormValues = {
  ...EMPTY_BOOK_FORM,
  makeupService: 'better',
  eventDate: '2030-04-12',
  eventTime: '10:00',
  serviceArea: 'tacoma',
  paymentMethod: 'venmo',
  paymentHandle: '@avery',
};
const TACOMA = DEFAULT_SERVICE_AREAS.find((area) => area.id === 'tacoma');
const OTHER = DEFAULT_SERVICE_AREAS.find((area) => area.id === 'other');

describe('booking form: the clearing rules', () => {
  it('a bridal package clears makeup and hair; makeup or hair clears the package', () => {
    let state = bookFormReducer(EMPTY_BOOK_FORM, { type: 'chooseMakeup', tier: 'best' });
    state = bookFormReducer(state, { type: 'chooseHair', tier: 'updo' });
    state = bookFormReducer(state, { type: 'choosePackage', id: 'bride-plus-party' });
    expect(state).toMatchObject({ makeupService: '', hairService: '', bridalPackage: 'bride-plus-party' });
    state = bookFormReducer(state, { type: 'setBridesmaids', count: 4 });
    state = bookFormReducer(state, { type: 'chooseHair', tier: 'styled' });
    expect(state).toMatchObject({ hairService: 'styled', bridalPackage: '', bridesmaidCount: '' });
  });

  it('choosing "none" for a tier leaves the other choices alone', () => {
    let state = bookFormReducer(EMPTY_BOOK_FORM, { type: 'chooseMakeup', tier: 'good' });
    state = bookFormReducer(state, { type: 'chooseHair', tier: 'simple' });
    state = bookFormReducer(state, { type: 'chooseMakeup', tier: '' });
    expect(state).toMatchObject({ makeupService: '', hairService: 'simple' });
  });

  it('moving from the party package to another package drops the bridesmaid count', () => {
    let state = bookFormReducer(EMPTY_BOOK_FORM, { type: 'choosePackage', id: 'bride-plus-party' });
    state = bookFormReducer(state, { type: 'setBridesmaids', count: 5 });
    expect(bookFormReducer(state, { type: 'choosePackage', id: 'bride-plus-party' }).bridesmaidCount).toBe(5);
    expect(bookFormReducer(state, { type: 'choosePackage', id: 'bride-only' }).bridesmaidCount).toBe('');
  });

  it('leaving the bridal packages drops the bridal extras', () => {
    const bridalAddOnIds = ['skin-prep'];
    let state = bookFormReducer(EMPTY_BOOK_FORM, { type: 'choosePackage', id: 'bride-only', bridalAddOnIds });
    state = bookFormReducer(state, { type: 'toggleAddOn', id: 'skin-prep', checked: true });
    state = bookFormReducer(state, { type: 'toggleAddOn', id: 'travel', checked: true });
    expect(
      bookFormReducer(state, { type: 'choosePackage', id: 'bride-plus-1', bridalAddOnIds }).addOns,
    ).toEqual(['skin-prep', 'travel']);
    expect(bookFormReducer(state, { type: 'chooseMakeup', tier: 'good', bridalAddOnIds }).addOns).toEqual([
      'travel',
    ]);
  });

  it('choosing a bridal package drops the false lashes it already includes', () => {
    let state = bookFormReducer(EMPTY_BOOK_FORM, { type: 'chooseMakeup', tier: 'good' });
    state = bookFormReducer(state, { type: 'toggleAddOn', id: 'lashes', checked: true });
    state = bookFormReducer(state, { type: 'toggleAddOn', id: 'travel', checked: true });
    state = bookFormReducer(state, { type: 'choosePackage', id: 'bride-only', bridalAddOnIds: [] });
    expect(state.addOns).toEqual(['travel']);
    // Nor are they offered beside a package (they are beside the tiers).
    const offered = (values: BookFormValues) => offeredAddOns(values, seededAddOns).map((addOn) => addOn.id);
    expect(offered(state)).not.toContain('lashes');
    expect(offered(state)).toContain('skin-prep');
    expect(offered({ ...state, bridalPackage: '', makeupService: 'good' })).toContain('lashes');
    expect(offered({ ...state, bridalPackage: '', makeupService: 'good' })).not.toContain('skin-prep');
  });

  it('add-ons toggle on and off without duplicates, and reset empties the form', () => {
    let state = bookFormReducer(EMPTY_BOOK_FORM, { type: 'toggleAddOn', id: 'lashes', checked: true });
    state = bookFormReducer(state, { type: 'toggleAddOn', id: 'lashes', checked: true });
    expect(state.addOns).toEqual(['lashes']);
    state = bookFormReducer(state, { type: 'toggleAddOn', id: 'lashes', checked: false });
    expect(state.addOns).toEqual([]);
    expect(bookFormReducer(complete, { type: 'reset' })).toEqual(EMPTY_BOOK_FORM);
  });
});

describe('booking form: the checks, in order', () => {
  it('date and time, past date, services, bridesmaids, area, payment method, payment handle', () => {
    expect(bookingProblem(EMPTY_BOOK_FORM, TODAY)).toEqual({
      toast: toasts.missingDateTime,
      fields: ['eventDate', 'eventTime'],
    });
    expect(bookingProblem({ ...EMPTY_BOOK_FORM, eventDate: '2030-04-12' }, TODAY)?.toast).toEqual(
      toasts.missingDateTime,
    );
    expect(bookingProblem({ ...complete, eventDate: '2030-02-01' }, TODAY)?.toast).toEqual({
      title: 'Check Your Date',
      description: 'Event date cannot be before today.',
    });
    const noServices = { ...EMPTY_BOOK_FORM, eventDate: '2030-04-12', eventTime: '10:00' };
    expect(bookingProblem(noServices, TODAY)?.toast).toEqual(toasts.noServicesSelected);
    const party = { ...noServices, bridalPackage: 'bride-plus-party' as const };
    expect(bookingProblem(party, TODAY)?.toast).toEqual(bridesmaidsToast);
    expect(bookingProblem({ ...party, bridesmaidCount: 3 }, TODAY)).toEqual({
      toast: { title: 'Missing Information', description: bookingMessages.serviceAreaRequired },
      fields: ['serviceArea'],
    });
    expect(bookingProblem({ ...party, bridesmaidCount: 3, serviceArea: 'tacoma' }, TODAY)?.toast).toEqual(
      toasts.paymentMethodRequired,
    );
    expect(bookingProblem({ ...complete, paymentHandle: '   ' }, TODAY)).toEqual({
      toast: toasts.paymentHandleRequired,
      fields: ['paymentHandle'],
    });
    expect(bookingProblem(complete, TODAY)).toBeNull();
  });

  it('the booking rules of the domain: bridal add-ons only with a package', () => {
    expect(bookingProblem({ ...complete, addOns: ['skin-prep'] }, TODAY, seededAddOns)).toEqual({
      toast: {
        title: toasts.missingInformation.title,
        description: bookingMessages.bridalAddOnWithoutPackage,
      },
      fields: ['makeupService'],
    });
  });

  it("today's date is allowed", () => {
    expect(bookingProblem({ ...complete, eventDate: TODAY }, TODAY)).toBeNull();
  });
});

describe('booking form: what is sent', () => {
  it('passes the domain schema, trimmed, without unknown or bridal add-ons or stray bridesmaids', () => {
    const input = toBookingInput(
      {
        ...complete,
        addOns: ['lashes', 'retired-add-on', 'skin-prep'],
        paymentHandle: '  @avery ',
        location: ' 12 Main St, Tacoma ',
        bridesmaidCount: 4,
        includeConsultation: true,
      },
      { addOns: seededAddOns, freeConsultationOffered: false },
    );
    expect(input).toMatchObject({
      addOns: ['lashes'],
      paymentHandle: '@avery',
      location: '12 Main St, Tacoma',
      includeConsultation: false,
    });
    expect(input).not.toHaveProperty('bridesmaidCount');
    expect(input).toMatchObject({ serviceArea: 'tacoma', timeMode: 'start', partySize: 1 });
    expect(bookingInputValidator(input)).toBe(true);
  });

  it('sends the bridesmaids with the party package and the free consultation while offered', () => {
    const input = toBookingInput(
      {
        ...complete,
        makeupService: '',
        bridalPackage: 'bride-plus-party',
        bridesmaidCount: 5,
        addOns: ['skin-prep'],
        includeConsultation: true,
      },
      { addOns: seededAddOns, freeConsultationOffered: true },
    );
    expect(input).toMatchObject({ bridesmaidCount: 5, addOns: ['skin-prep'], includeConsultation: true });
    expect(input).not.toHaveProperty('partySize');
    expect(bookingInputValidator(input)).toBe(true);
  });
});

describe('booking form: the estimate', () => {
  it('prices nothing until a service is chosen: add-ons and the area alone show no total', () => {
    const values = {
      makeupService: '',
      hairService: '',
      bridalPackage: '',
      addOns: ['lashes'],
      partySize: 1,
      bridesmaidCount: '' as const,
    };
    const tacoma = DEFAULT_SERVICE_AREAS.find((area) => area.id === 'tacoma') ?? null;
    const alone = estimate(values, seededServices, seededAddOns, tacoma);
    expect(alone.lines.length).toBeGreaterThan(0);
    expect(hasChosenService(values)).toBe(false);
    expect(pricesAService(alone.lines)).toBe(false);
    const withMakeup = { ...values, makeupService: 'good' };
    expect(hasChosenService(withMakeup)).toBe(true);
    expect(pricesAService(estimate(withMakeup, seededServices, seededAddOns, tacoma).lines)).toBe(true);
  });

  it('sums minimum prices, custom add-ons count nothing, 30% deposit without a package', () => {
    const result = estimate(
      {
        makeupService: 'better',
        hairService: 'styled',
        bridalPackage: '',
        addOns: ['lashes', 'travel'],
        partySize: 1,
        bridesmaidCount: '',
      },
      seededServices,
      seededAddOns,
    );
    expect(result.totalCents).toBe(100_00 + 100_00 + 20_00);
    expect(result.depositRate).toBe(0.3);
    expect(result.depositCents).toBe(66_00);
    expect(result.lines.find((l) => l.id === 'travel')).toMatchObject({ custom: true, priceMinCents: 0 });
  });

  it('prices tiers and lashes per person, and the area as a travel line instead of the add-on', () => {
    const result = estimate(
      {
        makeupService: 'better',
        hairService: '',
        bridalPackage: '',
        addOns: ['lashes', 'travel'],
        partySize: 3,
        bridesmaidCount: '',
      },
      seededServices,
      seededAddOns,
      TACOMA,
    );
    expect(result.lines.map((l) => [l.kind, l.priceMinCents])).toEqual([
      ['Makeup', 3 * 100_00],
      ['Add-on', 3 * 20_00],
      ['Travel', TACOMA?.travelFeeCents],
    ]);
    const quoted = estimate(
      {
        makeupService: 'good',
        hairService: '',
        bridalPackage: '',
        addOns: [],
        partySize: 1,
        bridesmaidCount: '',
      },
      seededServices,
      seededAddOns,
      OTHER,
    );
    expect(quoted.lines.at(-1)).toMatchObject({ kind: 'Travel', custom: true, priceMinCents: 0 });
  });

  it('takes half as deposit with a bridal package', () => {
    const result = estimate(
      {
        makeupService: '',
        hairService: '',
        bridalPackage: 'bride-plus-party',
        addOns: [],
        partySize: 1,
        bridesmaidCount: 4,
      },
      seededServices,
      seededAddOns,
    );
    expect(result).toMatchObject({ totalCents: 1200_00, depositCents: 600_00, depositRate: 0.5 });
  });
});

describe('booking form: the Idempotency-Key', () => {
  it('a retry keeps the key; a changed submission gets a new one', () => {
    let n = 0;
    const mint = () => `key-${++n}`;
    const first = idempotencyFor(null, '{"a":1}', mint);
    expect(first.key).toBe('key-1');
    expect(idempotencyFor(first, '{"a":1}', mint)).toBe(first);
    expect(idempotencyFor(first, '{"a":2}', mint).key).toBe('key-2');
  });
});
