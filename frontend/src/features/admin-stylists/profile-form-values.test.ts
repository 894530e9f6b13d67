import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { describe, expect, it } from '@jest/globals';
import { accountLabel, emptyProfile, toInput, valuesOf } from './profile-form-values';

const profile = (over: Partial<AdminStylistProfile> = {}): AdminStylistProfile => ({
  id: 'p1',
  userId: null,
  name: 'Sofia Reyes',
  title: 'Lead Bridal Makeup Artist',
  bio: 'Bio',
  achievements: 'A, B',
  experience: '10 years',
  isActive: true,
  sortOrder: 3,
  photo: null,
  lastChangedAt: '2026-06-12T21:00:00.000Z',
  lastChangedBy: 'Olivia Member',
  ...over,
});

describe('stylist profile form values', () => {
  it('puts a new profile after the others', () => {
    expect(emptyProfile([]).sortOrder).toBe('1');
    expect(emptyProfile([profile({ sortOrder: 3 }), profile({ sortOrder: 7 })]).sortOrder).toBe('8');
  });

  it('sends trimmed text, the order as a number and no account as null', () => {
    const input = toInput({ ...valuesOf(profile()), name: '  Sofia  ', sortOrder: ' 4 ', userId: '' });
    expect(input).toMatchObject({ name: 'Sofia', sortOrder: 4, userId: null });
    // Not a whole number: sent as typed, so the schema refuses it with the order's message.
    expect(toInput({ ...valuesOf(profile()), sortOrder: '2.5' }).sortOrder).toBe('2.5');
  });

  it('names the profile already linked to an account, except the one being edited', () => {
    const account = { id: 'u1', name: 'Maya Chen', email: 'maya@example.com', role: 'stylist' as const };
    const linked = profile({ id: 'p2', name: 'Maya Chen', userId: 'u1' });
    expect(accountLabel(account, [linked], null)).toEqual({
      label: 'Maya Chen (Stylist, maya@example.com) - linked to Maya Chen',
      taken: true,
    });
    expect(accountLabel(account, [linked], 'p2').taken).toBe(false);
  });
});
