import { profileUpdate } from '@beauty/domain/schemas/user';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import { profileValues, toProfileUpdate } from './profile-form';

const isProfileUpdate = validator(profileUpdate);

describe('profile form', () => {
  it('shows missing names and phone as empty text', () => {
    expect(profileValues({ firstName: null, lastName: 'Lind', email: 'a@example.com', phone: null })).toEqual(
      {
        firstName: '',
        lastName: 'Lind',
        email: 'a@example.com',
        phone: '',
      },
    );
    expect(profileValues(null)).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });

  it('sends trimmed values that pass the domain schema', () => {
    const update = toProfileUpdate({
      firstName: ' Avery ',
      lastName: '',
      email: ' avery@example.com ',
      phone: ' (253) 555-0199 ',
    });
    expect(update).toEqual({
      firstName: 'Avery',
      lastName: '',
      email: 'avery@example.com',
      phone: '(253) 555-0199',
    });
    expect(isProfileUpdate(update)).toBe(true);
  });

  it('an invalid email fails the schema with the field message', () => {
    const update = toProfileUpdate({ firstName: 'A', lastName: '', email: 'not-an-email', phone: '' });
    expect(isProfileUpdate(update)).toBe(false);
    expect(isProfileUpdate.errors()).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});
