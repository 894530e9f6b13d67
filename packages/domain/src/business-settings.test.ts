import {
  businessSettingsDefaults,
  cancellationPolicyText,
  mailFromAddressOf,
  mailFromOf,
  offeredPaymentMethods,
  senderNamed,
  setSocialLinks,
  settingsChanges,
} from './business-settings';
import { bookingMessages } from './messages';
import { depositRatesOf, quote } from './pricing';
import { type BusinessSettingsInput, businessSettingsInput } from './schemas/business-settings';
import { validator } from './validation';

const valid = (): BusinessSettingsInput => ({
  ...businessSettingsDefaults({}),
  serviceAreas: [
    { id: 'puyallup', name: 'Puyallup', travelMinutes: 15, travelFeeCents: 0, quoted: false, active: true },
  ],
});

describe('business settings', () => {
  it('start from the BUSINESS_* variables, else the spec’s values', () => {
    expect(businessSettingsDefaults({})).toMatchObject({
      businessName: 'Bridal Beauty South Sound',
      contactEmails: ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example'],
      paymentHandles: {
        cashapp: '$BridalBeautySS',
        venmo: '@BridalBeautySS',
        applepay: 'bookings@bridalbeauty.example',
      },
      depositPercents: { bridal: 50, standard: 30 },
      cancellationHours: 48,
    });
    expect(
      businessSettingsDefaults({ BUSINESS_NAME: ' Glow ', BUSINESS_VENMO_HANDLE: '@glow-studio' }),
    ).toMatchObject({ businessName: 'Glow', paymentHandles: { venmo: '@glow-studio' } });
    expect(validator(businessSettingsInput)(valid())).toBe(true);
  });

  it('send emails under the business’s full name unless MAIL_FROM says otherwise', () => {
    expect(mailFromOf({})).toBe('Bridal Beauty South Sound <no-reply@bridalbeauty.example>');
    expect(mailFromOf({})).toMatch(new RegExp(`^${businessSettingsDefaults({}).businessName} <`));
    expect(mailFromOf({ BUSINESS_NAME: ' Glow Studio ' })).toBe(
      'Glow Studio <no-reply@bridalbeauty.example>',
    );
    expect(mailFromOf({ BUSINESS_NAME: 'Glow, Hair & "Makeup"' })).toBe(
      '"Glow, Hair & \\"Makeup\\"" <no-reply@bridalbeauty.example>',
    );
    expect(mailFromOf({ MAIL_FROM: ' Studio <hello@studio.test> ', BUSINESS_NAME: 'Glow' })).toBe(
      'Studio <hello@studio.test>',
    );
    // A bare address: the business's name goes with it.
    expect(mailFromOf({ MAIL_FROM: ' bookings@glow.test ', BUSINESS_NAME: 'Glow' })).toBe(
      'Glow <bookings@glow.test>',
    );
  });

  it('leaves the From name to the business (its settings) unless MAIL_FROM names the sender', () => {
    expect(mailFromAddressOf({})).toBe('no-reply@bridalbeauty.example');
    expect(mailFromAddressOf({ MAIL_FROM: 'bookings@glow.test' })).toBe('bookings@glow.test');
    expect(mailFromAddressOf({ MAIL_FROM: 'Studio <hello@studio.test>' })).toBeNull();
    expect(senderNamed('Rose & Pearl Studio', 'bookings@glow.test')).toBe(
      'Rose & Pearl Studio <bookings@glow.test>',
    );
  });

  it.each([
    [
      'a Venmo name without @',
      { paymentHandles: { cashapp: '', venmo: 'glow', applepay: '' } },
      'paymentHandles.venmo',
    ],
    [
      'a Venmo name shorter than Venmo allows (5 to 30 after the @)',
      { paymentHandles: { cashapp: '', venmo: '@glow', applepay: '' } },
      'paymentHandles.venmo',
    ],
    [
      'a cashtag longer than Cash App allows (1 to 20 after the $)',
      { paymentHandles: { cashapp: `$${'g'.repeat(21)}`, venmo: '', applepay: '' } },
      'paymentHandles.cashapp',
    ],
    [
      'a cashtag without $',
      { paymentHandles: { cashapp: 'Glow', venmo: '', applepay: '' } },
      'paymentHandles.cashapp',
    ],
    ['a deposit over 100%', { depositPercents: { bridal: 101, standard: 30 } }, 'depositPercents.bridal'],
    ['a fractional deposit', { depositPercents: { bridal: 50, standard: 30.5 } }, 'depositPercents.standard'],
    [
      'an http social link',
      { socialLinks: { ...valid().socialLinks, tiktok: 'http://tiktok.com/@glow' } },
      'socialLinks.tiktok',
    ],
    [
      'a script link',
      { socialLinks: { ...valid().socialLinks, facebook: 'javascript:alert(1)' } },
      'socialLinks.facebook',
    ],
    ['one contact address', { contactEmails: ['a@example.com'] }, 'contactEmails'],
    ['a window of 15 days', { cancellationHours: 360 }, 'cancellationHours'],
  ])('refuse %s', (_label, change, field) => {
    const check = validator(businessSettingsInput);
    expect(check({ ...valid(), ...change })).toBe(false);
    expect(check.errors().map((e) => e.field)).toContain(field);
  });

  it('take handles at the lengths the apps allow', () => {
    const check = validator(businessSettingsInput);
    const handles = { cashapp: `$${'g'.repeat(20)}`, venmo: '@glows', applepay: '' };
    expect(check({ ...valid(), paymentHandles: handles })).toBe(true);
    expect(
      check({ ...valid(), paymentHandles: { ...handles, cashapp: '$g', venmo: `@${'g'.repeat(30)}` } }),
    ).toBe(true);
  });

  it('offer the payment methods with a handle and the social links that are set, in order', () => {
    expect(offeredPaymentMethods({ cashapp: '', venmo: '@glow', applepay: ' 253-555-0100 ' })).toEqual([
      'applepay',
      'venmo',
    ]);
    expect(
      setSocialLinks({
        instagram: '',
        facebook: 'https://fb.com/glow',
        tiktok: ' ',
        pinterest: '',
        youtube: '',
      }),
    ).toEqual([{ network: 'facebook', url: 'https://fb.com/glow' }]);
  });

  it('price deposits at the percentages the owner set', () => {
    expect(
      quote({ makeupService: 'better' }, undefined, null, depositRatesOf({ bridal: 50, standard: 40 })),
    ).toMatchObject({
      totalCents: 10_000,
      depositCents: 4_000,
      depositRate: 0.4,
    });
  });

  it('record each field that changed, long texts by length', () => {
    const before = valid();
    const after = {
      ...before,
      paymentHandles: { ...before.paymentHandles, venmo: '@NewHandle' },
      termsOfService: 'x'.repeat(500),
    };
    expect(settingsChanges(before, after)).toEqual([
      { field: 'paymentHandles.venmo', from: '@BridalBeautySS', to: '@NewHandle' },
      { field: 'termsOfService', from: '', to: '(500 characters)' },
    ]);
    expect(settingsChanges(before, JSON.parse(JSON.stringify(before)))).toEqual([]);
  });

  it('word the cancellation window as the spec does for 48 hours', () => {
    expect(cancellationPolicyText(48)).toBe(bookingMessages.cancellationPolicy);
    expect(cancellationPolicyText(72)).toContain('until 72 hours before');
  });
});
