import { describe, expect, it } from '@jest/globals';
import { EMPTY_BOOK_FORM } from './booking-form';
import { parseBookingDraft } from './parse-booking-draft';

const TODAY = '2030-03-01';

describe('booking form: the ?data= hand-off from the landing page', () => {
  const draft = {
    makeupService: '',
    hairService: '',
    bridalPackage: 'bride-plus-1',
    addOns: ['skin-prep', 'travel'],
    eventDate: '2030-06-14',
    eventTime: '06:30',
    timeMode: 'ready-by',
    serviceArea: 'graham',
    eventType: 'wedding',
    specialNotes: 'Ceremony at 4 pm',
    includeConsultation: true,
  };

  it('fills the form from a valid draft', () => {
    // Every field of the draft is a form field: the form is the empty one with the draft over it.
    expect(parseBookingDraft(JSON.stringify(draft), TODAY)).toEqual({ ...EMPTY_BOOK_FORM, ...draft });
  });

  it('drops false lashes beside a package (it includes them), and keeps them with tiers', () => {
    const withLashes = { ...draft, addOns: ['lashes', 'travel'] };
    expect(parseBookingDraft(JSON.stringify(withLashes), TODAY).addOns).toEqual(['travel']);
    const tiers = { ...withLashes, bridalPackage: '', makeupService: 'good' };
    expect(parseBookingDraft(JSON.stringify(tiers), TODAY).addOns).toEqual(['lashes', 'travel']);
  });

  it('ignores garbage: not JSON, not an object, or null', () => {
    for (const raw of [null, '', '{', 'null', '[1,2]', '"text"', '42']) {
      expect(parseBookingDraft(raw, TODAY)).toEqual(EMPTY_BOOK_FORM);
    }
  });

  it('keeps the valid fields and drops the invalid ones one by one', () => {
    const values = parseBookingDraft(
      JSON.stringify({
        makeupService: 'ultra',
        hairService: 'updo',
        bridalPackage: 42,
        addOns: ['lashes', 'lashes', '<script>', 7],
        eventDate: '2030-02-30',
        eventTime: '8:00',
        timeMode: 'whenever',
        serviceArea: '../admin',
        partySize: 9,
        eventType: 'rave',
        includeConsultation: 'yes',
        paymentMethod: 'cash',
      }),
      TODAY,
    );
    expect(values).toEqual({ ...EMPTY_BOOK_FORM, hairService: 'updo', addOns: ['lashes'] });
  });

  it('keeps the party size of tiers and the bridesmaids of the Full Bridal Party, each in range', () => {
    expect(parseBookingDraft(JSON.stringify({ makeupService: 'good', partySize: 4 }), TODAY)).toMatchObject({
      partySize: 4,
    });
    expect(
      parseBookingDraft(
        JSON.stringify({ bridalPackage: 'bride-plus-party', bridesmaidCount: 5, partySize: 3 }),
        TODAY,
      ),
    ).toMatchObject({ bridesmaidCount: 5, partySize: 1 });
    expect(
      parseBookingDraft(JSON.stringify({ bridalPackage: 'bride-plus-1', bridesmaidCount: 5 }), TODAY),
    ).toMatchObject({ bridesmaidCount: '' });
  });

  it('drops a date before today, and tiers sent together with a package', () => {
    const values = parseBookingDraft(
      JSON.stringify({ ...draft, makeupService: 'best', eventDate: '2030-02-28' }),
      TODAY,
    );
    expect(values).toMatchObject({ eventDate: '', makeupService: '', bridalPackage: 'bride-plus-1' });
  });
});
