import { describe, expect, it } from '@jest/globals';
import { profileFill, splitFullName } from './contact-details';

describe('contact details typed before sign-in', () => {
  it('splits a full name at the first space', () => {
    expect(splitFullName('  Ava Grace  Thompson ')).toEqual({ firstName: 'Ava', lastName: 'Grace Thompson' });
    expect(splitFullName('Ava')).toEqual({ firstName: 'Ava', lastName: null });
  });

  it('fills only the empty profile fields', () => {
    const details = { firstName: 'Ava', lastName: 'Thompson', phone: '(253) 555-0199' };
    expect(profileFill({ firstName: null, lastName: null, phone: null }, details)).toEqual(details);
    expect(profileFill({ firstName: 'Avery', lastName: null, phone: '' }, details)).toEqual({
      phone: '(253) 555-0199',
    });
    expect(profileFill({ firstName: ' ', lastName: 'Lind', phone: '555' }, details)).toEqual({
      firstName: 'Ava',
    });
    expect(profileFill({ firstName: 'A', lastName: 'B', phone: 'C' }, details)).toEqual({});
  });

  it('writes nothing blank', () => {
    expect(
      profileFill(
        { firstName: null, lastName: null, phone: null },
        { firstName: ' ', lastName: '', phone: null },
      ),
    ).toEqual({});
  });
});
