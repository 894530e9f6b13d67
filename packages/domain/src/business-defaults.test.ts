import { businessNameOf, contactEmailsOf, staffEmailsOf } from './business-defaults';

describe('contactEmailsOf', () => {
  it.each<[string, string | undefined, [string, string]]>([
    ['unset: the defaults', undefined, ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example']],
    ['empty: the defaults', ' , ', ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example']],
    ['two addresses, trimmed', ' a@x.example , b@x.example ', ['a@x.example', 'b@x.example']],
    ['one address serves as both', 'only@x.example', ['only@x.example', 'only@x.example']],
  ])('%s', (_title, value, expected) => {
    expect(contactEmailsOf({ CONTACT_EMAILS: value })).toEqual(expected);
  });
});

describe('businessNameOf', () => {
  it.each<[string, string | undefined, string]>([
    ['unset: the brand', undefined, 'Bridal Beauty South Sound'],
    ['blank: the brand, not an empty sender name', '   ', 'Bridal Beauty South Sound'],
    ['set: trimmed', '  Glow by Maya ', 'Glow by Maya'],
  ])('%s', (_title, value, expected) => {
    expect(businessNameOf({ BUSINESS_NAME: value })).toBe(expected);
  });
});

describe('staffEmailsOf', () => {
  it('is the team inbox unless STAFF_EMAILS names others', () => {
    expect(staffEmailsOf({})).toEqual(['staff@bridalbeauty.example']);
    expect(staffEmailsOf({ STAFF_EMAILS: 'a@x.example, b@x.example' })).toEqual([
      'a@x.example',
      'b@x.example',
    ]);
  });
});
