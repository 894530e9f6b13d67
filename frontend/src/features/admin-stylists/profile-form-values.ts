import type {
  AdminStylistProfile,
  StaffAccount,
  StylistProfileInput,
} from '@beauty/domain/schemas/stylist-profile';
import { profileTextOf, trimmedProfileText } from '../../components/stylist-profile/profile-text';

/** The editor's fields as typed (order as text until it is sent). */
export interface ProfileFormValues {
  name: string;
  title: string;
  bio: string;
  achievements: string;
  experience: string;
  isActive: boolean;
  sortOrder: string;
  userId: string;
}

export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'title',
  'bio',
  'achievements',
  'experience',
  'sortOrder',
  'userId',
  'isActive',
];

/** A new profile goes after the others unless the admin says otherwise. */
export function emptyProfile(profiles: readonly AdminStylistProfile[]): ProfileFormValues {
  const last = Math.max(0, ...profiles.map((p) => p.sortOrder));
  return {
    name: '',
    title: '',
    bio: '',
    achievements: '',
    experience: '',
    isActive: true,
    sortOrder: String(profiles.length ? last + 1 : 1),
    userId: '',
  };
}

export function valuesOf(profile: AdminStylistProfile): ProfileFormValues {
  return {
    ...profileTextOf(profile),
    isActive: profile.isActive,
    sortOrder: String(profile.sortOrder),
    userId: profile.userId ?? '',
  };
}

/** What is sent: trimmed text; an order that is not a whole number is sent as typed, to be refused. */
export function toInput(values: ProfileFormValues): StylistProfileInput {
  const order = values.sortOrder.trim();
  return {
    ...trimmedProfileText(values),
    isActive: values.isActive,
    sortOrder: /^\d+$/.test(order) ? Number(order) : (order as unknown as number),
    userId: values.userId || null,
  };
}

/** How an account is named in the picker: who, their role, and the profile already using it. */
export function accountLabel(
  account: StaffAccount,
  profiles: readonly AdminStylistProfile[],
  editingId: string | null,
): { label: string; taken: boolean } {
  const owner = profiles.find((p) => p.userId === account.id && p.id !== editingId);
  const role = account.role === 'admin' ? 'Admin' : 'Stylist';
  return {
    label: `${account.name} (${role}, ${account.email})${owner ? ` - linked to ${owner.name}` : ''}`,
    taken: Boolean(owner),
  };
}
