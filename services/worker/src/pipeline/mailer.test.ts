import { deliveryKeyFor } from './email';
import { calendarParts, type EmailAttachment, itipMethodOf, messageIdFor } from './mailer';

describe('messageIdFor', () => {
  const key = deliveryKeyFor(
    '9dc64bf2-3a73-4a18-a5b0-fbff15b415c4',
    'contact-acknowledgment',
    'Jamie@Example.com',
  );

  it('is the same for the same delivery, so a re-send carries the same Message-ID', () => {
    expect(key).toBe('9dc64bf2-3a73-4a18-a5b0-fbff15b415c4.contact-acknowledgment.jamie@example.com');
    expect(messageIdFor(key, 'Bridal Beauty <no-reply@bridalbeauty.example>')).toBe(
      messageIdFor(key, 'Bridal Beauty <no-reply@bridalbeauty.example>'),
    );
    expect(messageIdFor(key, 'x@y.example')).not.toBe(messageIdFor(`${key}.other`, 'x@y.example'));
  });

  it('is a valid msg-id on the sending domain (one @, no spaces)', () => {
    expect(messageIdFor(key, 'Bridal Beauty <no-reply@bridalbeauty.example>')).toMatch(
      /^<[0-9a-f]{40}@bridalbeauty\.example>$/,
    );
    expect(messageIdFor(key, 'no-reply@shop.example')).toMatch(/^<[0-9a-f]{40}@shop\.example>$/);
    expect(messageIdFor(key, 'not an address')).toMatch(/^<[0-9a-f]{40}@beauty\.local>$/);
  });
});

const calendar = (method: string | null) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...(method ? [`METHOD:${method}`] : []), 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const file = (
  method: string | null,
  contentType = `text/calendar; charset=utf-8; method=${method}`,
): EmailAttachment => ({
  filename: 'booking-0F8B8F4E.ics',
  contentType,
  content: calendar(method),
});

describe('calendar parts of an email', () => {
  it('reads the iTIP method from the METHOD line inside, not from the stored Content-Type', () => {
    expect(itipMethodOf(file('REQUEST'))).toBe('REQUEST');
    expect(itipMethodOf(file('CANCEL'))).toBe('CANCEL');
    expect(itipMethodOf({ ...file('CANCEL'), contentType: 'text/calendar; method=REQUEST' })).toBe('CANCEL');
    // A render stored before iTIP (METHOD:PUBLISH), a calendar without METHOD, another file: none.
    expect(itipMethodOf(file('PUBLISH'))).toBeNull();
    expect(itipMethodOf(file(null, 'text/calendar; charset=utf-8'))).toBeNull();
    expect(itipMethodOf({ ...file('REQUEST'), contentType: 'text/plain' })).toBeNull();
  });

  it('sends the first iTIP calendar as the invitation part, under its file name, base64; other files stay attachments', () => {
    const request = file('REQUEST');
    const other: EmailAttachment = { filename: 'notes.txt', contentType: 'text/plain', content: 'x' };
    expect(calendarParts([other, request])).toEqual({
      icalEvent: {
        method: 'REQUEST',
        filename: 'booking-0F8B8F4E.ics',
        content: request.content,
        contentTransferEncoding: 'base64',
      },
      files: [other],
    });
    const old = file('PUBLISH');
    expect(calendarParts([old])).toEqual({ icalEvent: null, files: [old] });
    expect(calendarParts([])).toEqual({ icalEvent: null, files: [] });
  });
});
