import { bookingMessages, fieldMessages } from '../messages';
import { validator } from '../validation';
import { bookingInput } from './booking';
import { consultationRequestInput } from './consultation-request';
import { type ContactMessageInput, contactMessageInput } from './contact';
import { strictObject, uuid } from './fields';
import { stylistApplicationInput } from './stylist-application';
import { testimonialInput } from './testimonial';

const validContact = {
  name: 'Ava',
  email: 'ava@example.com',
  subject: 'Wedding',
  message: 'Are you free in June?',
};

describe('contact message schema', () => {
  const isContact = validator<ContactMessageInput>(contactMessageInput);

  it('accepts the spec payload, with or without a phone', () => {
    expect(isContact(validContact)).toBe(true);
    expect(isContact({ ...validContact, phone: '' })).toBe(true);
    expect(isContact({ ...validContact, phone: '253-555-0100' })).toBe(true);
  });

  it.each([
    [{ ...validContact, name: '' }, 'name', fieldMessages.nameRequired],
    [{ ...validContact, name: '   ' }, 'name', fieldMessages.nameRequired],
    [{ ...validContact, email: 'not-an-email' }, 'email', fieldMessages.email],
    [{ ...validContact, subject: '' }, 'subject', fieldMessages.subjectRequired],
    [{ ...validContact, message: 'too short' }, 'message', fieldMessages.contactMessageMin],
    [{ email: 'a@b.co', subject: 's', message: '0123456789' }, 'name', fieldMessages.nameRequired],
    [{ ...validContact, name: 42 }, 'name', fieldMessages.nameRequired],
    [{ ...validContact, message: 'x'.repeat(5001) }, 'message', fieldMessages.tooLong],
  ])('rejects %j with the spec message on %s', (body, field, message) => {
    expect(isContact(body)).toBe(false);
    expect(isContact.errors()).toContainEqual({ field, message });
  });

  it('rejects unknown fields and non-objects', () => {
    expect(isContact({ ...validContact, isAdmin: true })).toBe(false);
    expect(isContact.errors()).toContainEqual({ field: 'isAdmin', message: 'Unknown field: isAdmin' });
    expect(isContact('hello')).toBe(false);
    expect(isContact(null)).toBe(false);
  });
});

describe('other public payloads', () => {
  const consultation = { name: 'Jo', email: 'jo@example.com' };
  const testimonial = {
    customerName: 'Mia',
    customerEmail: 'mia@example.com',
    serviceType: 'bridal',
    rating: 5,
    content: 'Wonderful work on my wedding day!',
  };
  const application = {
    firstName: 'Lena',
    lastName: 'Park',
    email: 'lena@example.com',
    phone: '2535550100',
    specialties: 'both',
    experience: 'x'.repeat(50),
    resumeUrl: '/api/uploads/abc',
  };
  const booking = {
    makeupService: 'good',
    eventDate: '2030-06-01',
    eventTime: '06:30',
    serviceArea: 'graham',
    partySize: 3,
    paymentMethod: 'venmo',
    paymentHandle: '@ava',
  };
  const { serviceArea: _area, ...bookingWithoutArea } = booking;

  it.each([
    {
      payload: 'consultation request with a known skin type',
      schema: consultationRequestInput,
      body: { ...consultation, skinType: 'dry', inspirationImages: [] },
    },
    {
      payload: 'testimonial rated 5 with 20 characters or more',
      schema: testimonialInput,
      body: testimonial,
    },
    { payload: 'stylist application', schema: stylistApplicationInput, body: application },
    {
      payload: 'stylist application with an empty portfolio',
      schema: stylistApplicationInput,
      body: { ...application, portfolio: '' },
    },
    { payload: 'booking starting at a clock time', schema: bookingInput, body: booking },
    {
      payload: 'booking ready by a clock time',
      schema: bookingInput,
      body: { ...booking, timeMode: 'ready-by' },
    },
  ])('accepts a $payload', ({ schema, body }) => {
    expect(validator(schema)(body)).toBe(true);
  });

  it.each([
    {
      rule: 'consultation request: a name of one letter',
      schema: consultationRequestInput,
      body: { name: 'J', email: 'jo@example.com' },
      field: 'name',
      message: fieldMessages.nameMin2,
    },
    {
      rule: 'testimonial: content under 20 characters',
      schema: testimonialInput,
      body: { ...testimonial, content: 'Too short' },
      field: 'content',
      message: fieldMessages.reviewContent,
    },
    {
      rule: 'stylist application: a portfolio that is not a web page',
      schema: stylistApplicationInput,
      body: { ...application, portfolio: 'javascript:alert(1)' },
      field: 'portfolio',
      message: fieldMessages.portfolio,
    },
    {
      rule: 'stylist application: experience too short',
      schema: stylistApplicationInput,
      body: { ...application, experience: 'short' },
      field: 'experience',
      message: fieldMessages.experience,
    },
    {
      rule: 'booking: no service area',
      schema: bookingInput,
      body: bookingWithoutArea,
      field: 'serviceArea',
      message: bookingMessages.serviceAreaRequired,
    },
  ])('rejects $rule, with the spec message on $field', ({ schema, body, field, message }) => {
    const ok = validator(schema);
    expect(ok(body)).toBe(false);
    expect(ok.errors()).toContainEqual({ field, message });
  });

  it.each([
    {
      rule: 'consultation request: an unknown skin type',
      schema: consultationRequestInput,
      body: { ...consultation, skinType: 'scaly' },
      field: 'skinType',
    },
    {
      rule: 'testimonial: a rating above 5',
      schema: testimonialInput,
      body: { ...testimonial, rating: 6 },
      field: 'rating',
    },
    {
      rule: 'booking: an unknown time mode',
      schema: bookingInput,
      body: { ...booking, timeMode: 'whenever' },
      field: 'timeMode',
    },
    {
      rule: 'booking: 24:00',
      schema: bookingInput,
      body: { ...booking, eventTime: '24:00' },
      field: 'eventTime',
    },
    {
      rule: 'booking: an hour without its leading zero',
      schema: bookingInput,
      body: { ...booking, eventTime: '9:00' },
      field: 'eventTime',
    },
    {
      rule: 'booking: a party of 7',
      schema: bookingInput,
      body: { ...booking, partySize: 7 },
      field: 'partySize',
    },
    {
      rule: 'booking: an unknown payment method',
      schema: bookingInput,
      body: { ...booking, paymentMethod: 'cash' },
      field: 'paymentMethod',
    },
    {
      rule: 'booking: a price sent by the client',
      schema: bookingInput,
      body: { ...booking, totalPrice: 1 },
      field: 'totalPrice',
    },
  ])('rejects $rule, on $field', ({ schema, body, field }) => {
    const ok = validator(schema);
    expect(ok(body)).toBe(false);
    expect(ok.errors()).toContainEqual(expect.objectContaining({ field }));
  });
});

describe('uuid field', () => {
  const ok = validator<{ id: string }>(strictObject({ id: uuid() }));
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('accepts the plain 8-4-4-4-12 hex form, lower or upper case', () => {
    expect(ok({ id })).toBe(true);
    expect(ok({ id: id.toUpperCase() })).toBe(true);
  });

  it.each([`urn:uuid:${id}`, `URN:UUID:${id}`, `{${id}}`, id.replaceAll('-', ''), `${id}0`])(
    'refuses %s',
    (bad) => {
      expect(ok({ id: bad })).toBe(false);
      expect(ok.errors()).toContainEqual({ field: 'id', message: 'Must be a valid id' });
    },
  );
});
