import type { ProfileUpdate, User } from '@beauty/domain/schemas/user';

export type ProfileField = keyof ProfileUpdate;
export type ProfileValues = Record<ProfileField, string>;

export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'phone'];

/** The stored profile as the form shows it (missing names and phone as empty text). */
export function profileValues(user: Pick<User, ProfileField> | null | undefined): ProfileValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
}

/** What PUT /api/account/profile gets: every field, trimmed. */
export function toProfileUpdate(values: ProfileValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}
