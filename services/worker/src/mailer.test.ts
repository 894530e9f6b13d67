import { deliveryKeyFor } from './jobs/email';
import { messageIdFor } from './mailer';

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
