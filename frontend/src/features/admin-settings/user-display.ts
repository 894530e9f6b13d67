import type { User } from '@beauty/domain/schemas/user';
import { normalizeRole, ROLE_LABELS, ROLES, type Role } from '@beauty/domain/status';
import type { BadgeVariant } from '@/components/ui/badge';
// Relative: the unit tests resolve no '@/' paths.
import { fullName } from '../../lib/person-name';

/** Spec 001 section 9: Recent Users shows the first 5 (the list is newest first). */
export const RECENT_USERS_LIMIT = 5;

export const recentUsers = <T>(users: readonly T[]): T[] => users.slice(0, RECENT_USERS_LIMIT);

/**
 * What the user picker says about its matches: 'No users found' (spec 001's empty text), how many
 * it lists, or that only the newest are listed and more of the name would narrow them.
 */
export function userSearchStatus(found: number, more: boolean, search: string): string {
  if (found === 0) return 'No users found';
  if (more) {
    return search.trim()
      ? `Showing the ${found} newest matches. Type more of the name or email to narrow them.`
      : `Showing the ${found} newest users. Type part of a name or email to find someone else.`;
  }
  return `${found} ${found === 1 ? 'user' : 'users'} found`;
}

/** Spec 001: admin destructive, stylist default, customer secondary. */
export const ROLE_BADGE_VARIANTS: Record<Role, BadgeVariant> = {
  admin: 'destructive',
  stylist: 'default',
  customer: 'secondary',
};

/** The new-role choices, in the spec's order: Customer, Stylist, Admin. */
export const ROLE_CHOICES = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type Named = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** First and last name, or the email when the account has no name. */
export function displayName(user: Named): string {
  return fullName(user) || user.email;
}

/** How a user reads in the user picker: name, email and current role (spec 001). */
export function userChoiceLabel(user: Named & Pick<User, 'role'>): string {
  const name = displayName(user);
  const role = ROLE_LABELS[normalizeRole(user.role)];
  return name === user.email ? `${user.email} · ${role}` : `${name} · ${user.email} · ${role}`;
}

/** 'Update User Role' needs both a user and a role, and no update already on its way. */
export const canUpdateRole = (choice: { userId: string; role: string }, pending: boolean) =>
  !pending && choice.userId !== '' && choice.role !== '';
