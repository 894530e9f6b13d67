import { toasts } from '@beauty/domain/messages';
import { bookingDraft } from '@beauty/domain/schemas/booking';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import {
  type BookingFormValues,
  bookingLoginUrl,
  bookingProblem,
  bookingReducer,
  EMPTY_BOOKING,
  toBookingDraft,
} from './booking-draft';

const complete: BookingFormValues = {
  ...EMPTY_BOOKING,
  name: 'Avery Lindqvist',
  email: 'avery@example.com',
  phone: '(253) 555-0199',
  eventDate: '2031-06-14',
  eventTime: '10:00',
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

  it('checks name, email and phone, then date and time, then the services', () => {
    expect(bookingProblem(EMPTY_BOOKING, '2030-01-01')?.toast).toEqual(toasts.missingInformation);
    expect(bookingProblem({ ...complete, eventTime: '' }, '2030-01-01')?.toast).toEqual(
      toasts.missingDateTime,
    );
    expect(bookingProblem({ ...complete, makeupService: '' }, '2030-01-01')?.toast).toEqual(
      toasts.noServicesSelected,
    );
    expect(bookingProblem(complete, '2031-06-15')?.fields).toEqual(['eventDate']);
    expect(bookingProblem(complete, '2031-06-14')).toBeNull();
  });

  it('sends exactly a valid booking draft to sign-in, redirecting to /book', () => {
    const draft = toBookingDraft({ ...complete, addOns: ['lashes'], specialNotes: ' Veil at 9 ' });
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
        'specialNotes',
      ].sort(),
    );
    expect(validator(bookingDraft)(draft)).toBe(true);
    const url = new URL(bookingLoginUrl(draft), 'https://example.com');
    expect(url.pathname).toBe('/api/login');
    expect(url.searchParams.get('redirect')).toBe('/book');
    expect(JSON.parse(url.searchParams.get('data')!)).toEqual({ ...draft, specialNotes: 'Veil at 9' });
  });
});
