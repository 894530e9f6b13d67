/**
 * The contact details a bride types before she has signed in (the landing booking form), and
 * how they reach her profile: they fill what the profile lacks and never replace what she saved.
 */

/** 'Ava Grace Thompson' -> first 'Ava', last 'Grace Thompson' (one word: no last name). */
export function splitFullName(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}

export interface ProfileContact {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The profile fields to write: each one the profile leaves empty and the details have. The last
 * name only when the first is filled with it too, so a saved 'Ava' never gains a stranger's surname.
 */
export function profileFill(profile: ProfileContact, details: ProfileContact): Partial<ProfileContact> {
  const fill: Partial<ProfileContact> = {};
  if (blank(profile.firstName) && !blank(details.firstName)) {
    fill.firstName = details.firstName!.trim();
    if (blank(profile.lastName) && !blank(details.lastName)) fill.lastName = details.lastName!.trim();
  }
  if (blank(profile.phone) && !blank(details.phone)) fill.phone = details.phone!.trim();
  return fill;
}
