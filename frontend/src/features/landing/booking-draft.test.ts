import { bookingMessages, toasts } from '@beauty/domain/messages';
import { bookingDraft } from '@beauty/domain/schemas/booking';
import { contactHandoffInput } from '@beauty/domain/schemas/user';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import {
  type BookingFormValues,
  bookingProblem,
  bookingReducer,
  EMPTY_BOOKING,
  toBookingDraft,
} from './booking-draft';
import { bookingLoginUrl, bookingPageUrl, contactOf } from './booking-handoff';

const complete: BookingFormValues = {
  ...EMPTY_BOOKING,
  name: 'Avery Lindqvist',
  email: 'avery@example.com',
  phone: '(253) 555-0199',
  eventDate: '2031-06-14',
  eventTime: '10:00',
  serviceArea: 'sumner',
  makeupService: 'better',
};

describe('landing booking form', () => {
  it('a bridal package clears makeup and hair, and makeup or hair clears the package', () => {
    let state = bookingReducer(EMPTY_BOOKING, { type: 'chooseMakeup', tier: 'best' });
    state = bookingReducer(state, { type: 'chooseHair', tier: 'updo' });
    state = bookingReducer(state, { type: 'choosePackage', id: 'bride-plus-1' });
    expect(state).toMatchObject({ makeupService: '', hairService: '', bridalPackage: 'bride-plus-1' });
    state = bookingReducer(state, { type: 'chooseHair', tier: 'styled' });
    expect(state).toMatchObject({ hairService: 'styled', bridalPackage: '' });
  });

  it('a new time mode lets the chosen time go; leaving the party package drops the bridesmaids', () => {
    let state = bookingReducer(complete, { type: 'setTimeMode', mode: 'start' });
    expect(state.eventTime).toBe('10:00');
    state = bookingReducer(state, { type: 'setTimeMode', mode: 'ready-by' });
    expect(state).toMatchObject({ timeMode: 'ready-by', eventTime: '' });
    state = bookingReducer(state, { type: 'choosePackage', id: 'bride-plus-party' });
    state = bookingReducer(state, { type: 'setBridesmaids', count: 4 });
    expect(state.bridesmaidCount).toBe(4);
    state = bookingReducer(state, { type: 'choosePackage', id: 'bride-only' });
    expect(state.bridesmaidCount).toBe('');
  });

  it('checks name, email and phone, then date and time, then the services, then the area', () => {
    expect(bookingProblem(EMPTY_BOOKING, '2030-01-01')?.toast).toEqual(toasts.missingInformation);
    expect(bookingProblem({ ...complete, eventTime: '' }, '2030-01-01')?.toast).toEqual(
      toasts.missingDateTime,
    );
    expect(bookingProblem({ ...complete, makeupService: '' }, '2030-01-01')?.toast).toEqual(
      toasts.noServicesSelected,
    );
    expect(bookingProblem({ ...complete, serviceArea: '' }, '2030-01-01')).toEqual({
      toast: { title: toasts.missingInformation.title, description: bookingMessages.serviceAreaRequired },
      fields: ['serviceArea'],
    });
    expect(bookingProblem(complete, '2031-06-15')).toEqual({
      toast: { title: 'Check Your Date', description: 'Event date cannot be before today.' },
      fields: ['eventDate'],
    });
    expect(bookingProblem(complete, '2031-06-14')).toBeNull();
  });

  it('sends exactly a valid booking draft to sign-in, redirecting to /book', () => {
    const draft = toBookingDraft({
      ...complete,
      addOns: ['lashes'],
      partySize: 2,
      bridesmaidCount: 4,
      specialNotes: ' Veil at 9 ',
    });
    expect(Object.keys(draft).sort()).toEqual(
      [
        'addOns',
        'bridalPackage',
        'eventDate',
        'eventTime',
        'eventType',
        'hairService',
        'includeConsultation',
        'makeupService',
        'partySize',
        'serviceArea',
        'specialNotes',
        'timeMode',
      ].sort(),
    );
    expect(draft).toMatchObject({ partySize: 2, serviceArea: 'sumner', timeMode: 'start' });
    expect(
      toBookingDraft({
        ...complete,
        makeupService: '',
        bridalPackage: 'bride-plus-party',
        bridesmaidCount: 4,
      }),
    ).toMatchObject({ bridesmaidCount: 4 });
    expect(validator(bookingDraft)(draft)).toBe(true);
    const url = new URL(bookingLoginUrl(draft), 'https://example.com');
    expect(url.pathname).toBe('/api/login');
    expect(url.searchParams.get('redirect')).toBe('/book');
    expect(JSON.parse(url.searchParams.get('data')!)).toEqual({ ...draft, specialNotes: 'Veil at 9' });
  });

  it('opens Create your account with a hand-off token, and no name, email or phone in the address', () => {
    const draft = toBookingDraft(complete);
    const address = bookingLoginUrl(draft, 'tok_abc-123');
    const url = new URL(address, 'https://example.com');
    expect(url.searchParams.get('view')).toBe('register');
    expect(url.searchParams.get('redirect')).toBe('/book');
    expect(url.searchParams.get('handoff')).toBe('tok_abc-123');
    for (const detail of ['Avery', 'avery@example.com', '555-0199']) expect(address).not.toContain(detail);
    // The same page whoever she is; without a token it still opens Create your account.
    expect(new URL(bookingLoginUrl(draft), 'https://example.com').searchParams.get('view')).toBe('register');
    expect(new URL(bookingLoginUrl(draft), 'https://example.com').searchParams.has('handoff')).toBe(false);
    // Signed in already: /book with the selections, nothing about her in the address either.
    expect(bookingPageUrl(draft)).toBe(`/book?data=${encodeURIComponent(JSON.stringify(draft))}`);
  });

  it('hands off the contact details as typed, trimmed, valid for the hand-off schema', () => {
    const contact = contactOf({
      ...complete,
      name: ' Avery Lindqvist ',
      email: ' avery@example.com',
      phone: '',
    });
    expect(contact).toEqual({ name: 'Avery Lindqvist', email: 'avery@example.com', phone: '' });
    expect(validator(contactHandoffInput)(contact)).toBe(true);
    expect(validator(contactHandoffInput)(contactOf(complete))).toBe(true);
  });
});
