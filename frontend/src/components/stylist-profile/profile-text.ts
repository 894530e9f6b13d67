/** The words of a profile the About card shows, which both editors write. */
export type ProfileTextField = 'name' | 'title' | 'bio' | 'achievements' | 'experience';
export const PROFILE_TEXT_FIELDS: readonly ProfileTextField[] = [
  'name',
  'title',
  'bio',
  'achievements',
  'experience',
];
export type ProfileTextValues = Record<ProfileTextField, string>;

/** A profile's words as the form shows them. */
export function profileTextOf(profile: ProfileTextValues): ProfileTextValues {
  return {
    name: profile.name,
    title: profile.title,
    bio: profile.bio,
    achievements: profile.achievements,
    experience: profile.experience,
  };
}

/** The words as they are sent: trimmed. */
export function trimmedProfileText(values: ProfileTextValues): ProfileTextValues {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    bio: values.bio.trim(),
    achievements: values.achievements.trim(),
    experience: values.experience.trim(),
  };
}
