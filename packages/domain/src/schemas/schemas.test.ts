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
  it('consultation request: name at least 2 characters, valid email, known skin type', () => {
    const ok = validator(consultationRequestInput);
    expect(ok({ name: 'Jo', email: 'jo@example.com', skinType: 'dry', inspirationImages: [] })).toBe(true);
    expect(ok({ name: 'J', email: 'jo@example.com' })).toBe(false);
    expect(ok.errors()).toContainEqual({ field: 'name', message: fieldMessages.nameMin2 });
    expect(ok({ name: 'Jo', email: 'jo@example.com', skinType: 'scaly' })).toBe(false);
  });

  it('testimonial: rating 1-5 and content of at least 20 characters', () => {
    const ok = validator(testimonialInput);
    const base = { customerName: 'Mia', customerEmail: 'mia@example.com', serviceType: 'bridal', rating: 5 };
    expect(ok({ ...base, content: 'Wonderful work on my wedding day!' })).toBe(true);
    expect(ok({ ...base, rating: 6, content: 'Wonderful work on my wedding day!' })).toBe(false);
    expect(ok({ ...base, content: 'Too short' })).toBe(false);
    expect(ok.errors()).toContainEqual({ field: 'content', message: fieldMessages.reviewContent });
  });

  it('stylist application: experience, phone and portfolio rules', () => {
    const ok = validator(stylistApplicationInput);
    const base = {
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena@example.com',
      phone: '2535550100',
      specialties: 'both',
      experience: 'x'.repeat(50),
      resumeUrl: '/api/uploads/abc',
    };
    expect(ok(base)).toBe(true);
    expect(ok({ ...base, portfolio: '' })).toBe(true);
    expect(ok({ ...base, portfolio: 'javascript:alert(1)' })).toBe(false);
    expect(ok.errors()).toContainEqual({ field: 'portfolio', message: fieldMessages.portfolio });
    expect(ok({ ...base, experience: 'short' })).toBe(false);
    expect(ok.errors()).toContainEqual({ field: 'experience', message: fieldMessages.experience });
  });

  it('booking: a clock time, a service area, a party size and a payment method', () => {
    const ok = validator(bookingInput);
    const base = {
      makeupService: 'good',
      eventDate: '2030-06-01',
      eventTime: '06:30',
      serviceArea: 'graham',
      partySize: 3,
      paymentMethod: 'venmo',
      paymentHandle: '@ava',
    };
    expect(ok(base)).toBe(true);
    expect(ok({ ...base, timeMode: 'ready-by' })).toBe(true);
    expect(ok({ ...base, timeMode: 'whenever' })).toBe(false);
    expect(ok({ ...base, eventTime: '24:00' })).toBe(false);
    expect(ok({ ...base, eventTime: '9:00' })).toBe(false);
    expect(ok({ ...base, partySize: 7 })).toBe(false);
    const { serviceArea: _area, ...withoutArea } = base;
    expect(ok(withoutArea)).toBe(false);
    expect(ok.errors()).toContainEqual({
      field: 'serviceArea',
      message: bookingMessages.serviceAreaRequired,
    });
    expect(ok({ ...base, paymentMethod: 'cash' })).toBe(false);
    expect(ok({ ...base, totalPrice: 1 })).toBe(false);
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
