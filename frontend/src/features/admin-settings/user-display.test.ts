import { describe, expect, it } from '@jest/globals';
import {
  canUpdateRole,
  displayName,
  RECENT_USERS_LIMIT,
  ROLE_BADGE_VARIANTS,
  ROLE_CHOICES,
  recentUsers,
  userChoiceLabel,
  userSearchStatus,
} from './user-display';

describe('admin settings', () => {
  it('names a user by first and last name, else by email', () => {
    expect(displayName({ firstName: 'Avery', lastName: 'Lind', email: 'a@example.com' })).toBe('Avery Lind');
    expect(displayName({ firstName: 'Avery', lastName: null, email: 'a@example.com' })).toBe('Avery');
    expect(displayName({ firstName: ' ', lastName: null, email: 'a@example.com' })).toBe('a@example.com');
  });

  it('lists a user with name, email and current role', () => {
    expect(
      userChoiceLabel({ firstName: 'Avery', lastName: 'Lind', email: 'a@example.com', role: 'stylist' }),
    ).toBe('Avery Lind · a@example.com · Stylist');
    expect(
      userChoiceLabel({ firstName: null, lastName: null, email: 'a@example.com', role: 'customer' }),
    ).toBe('a@example.com · Customer');
  });

  it('offers Customer, Stylist and Admin, with the badge styles of the spec', () => {
    expect(ROLE_CHOICES.map((c) => c.label)).toEqual(['Customer', 'Stylist', 'Admin']);
    expect(ROLE_BADGE_VARIANTS).toEqual({ admin: 'destructive', stylist: 'default', customer: 'secondary' });
  });

  it('shows the 5 newest users', () => {
    expect(RECENT_USERS_LIMIT).toBe(5);
    expect(recentUsers([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(recentUsers([])).toEqual([]);
  });

  it('enables Update User Role only with both choices and nothing pending', () => {
    expect(canUpdateRole({ userId: '', role: '' }, false)).toBe(false);
    expect(canUpdateRole({ userId: 'u1', role: '' }, false)).toBe(false);
    expect(canUpdateRole({ userId: '', role: 'admin' }, false)).toBe(false);
    expect(canUpdateRole({ userId: 'u1', role: 'admin' }, false)).toBe(true);
    expect(canUpdateRole({ userId: 'u1', role: 'admin' }, true)).toBe(false);
  });

  it('says what the user search found: none, how many, or only the newest of more', () => {
    expect(userSearchStatus(0, false, 'zz')).toBe('No users found');
    expect(userSearchStatus(1, false, 'avery')).toBe('1 user found');
    expect(userSearchStatus(3, false, '')).toBe('3 users found');
    expect(userSearchStatus(20, true, 'ann')).toBe(
      'Showing the 20 newest matches. Type more of the name or email to narrow them.',
    );
    expect(userSearchStatus(20, true, ' ')).toBe(
      'Showing the 20 newest users. Type part of a name or email to find someone else.',
    );
  });
});
