import { bookingMessages } from '@beauty/domain/messages';
import { describe, expect, it } from '@jest/globals';
import { idempotencyKeyOf } from './idempotency';

describe('the Idempotency-Key header', () => {
  it('is optional', () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf('')).toBeNull();
  });

  it('takes 1 to 255 visible characters as they are', () => {
    expect(idempotencyKeyOf('k')).toBe('k');
    expect(idempotencyKeyOf('x'.repeat(255))).toBe('x'.repeat(255));
    expect(idempotencyKeyOf('3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f')).toBe(
      '3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f',
    );
  });

  it.each([
    ['256 characters', 'x'.repeat(256)],
    ['a space', 'my key'],
    ['a letter outside ASCII', 'clé'],
    ['a control character', 'key\t1'],
  ])('refuses %s with the message the caller reads', (_, header) => {
    expect(() => idempotencyKeyOf(header)).toThrow(
      expect.objectContaining({ status: 400, message: bookingMessages.idempotencyKeyInvalid }),
    );
  });

  it('says its limit in the refusal', () => {
    expect(bookingMessages.idempotencyKeyInvalid).toBe(
      'The Idempotency-Key header must be 1-255 visible characters.',
    );
  });
});
