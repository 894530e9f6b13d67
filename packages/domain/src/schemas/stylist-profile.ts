import { type Static, Type } from '@sinclair/typebox';
import { ROLES } from '../status';
import {
  LIMITS,
  literals,
  nullable,
  optionalText,
  requiredText,
  strictObject,
  timestamp,
  uuid,
} from './fields';

/** Length limits of a stylist profile's fields (the About card shows them all). */
export const STYLIST_PROFILE_LIMITS = {
  name: LIMITS.name,
  title: 120,
  bio: 1200,
  achievements: 500,
  experience: 80,
  sortOrder: 9999,
} as const;

export const stylistProfileMessages = {
  name: "Please enter the stylist's name",
  title: 'Please enter a title, e.g. Lead Bridal Makeup Artist',
  bio: 'Please write a short bio',
  sortOrder: `Order must be a whole number from 0 to ${STYLIST_PROFILE_LIMITS.sortOrder}`,
  userId: 'Please choose a stylist or admin account, or none',
  accountNotStaff: 'Only a stylist or admin account can be linked to a profile.',
  accountTaken: 'That account is already linked to another profile.',
  photoNotUploaded: 'That photo has not been uploaded yet. Please upload it again.',
  created: 'The stylist profile has been created.',
  saved: 'The stylist profile has been saved.',
  photoSaved: 'The photo is being prepared for the web.',
  photoRemoved: 'The photo has been removed.',
  ownSaved: 'Your profile has been saved.',
  noOwnProfile:
    'No profile on the About section is linked to your account yet. Please ask an admin to create one.',
} as const;

/**
 * POST /api/admin/stylist-profiles and PUT /api/admin/stylist-profiles/{id}: the whole profile
 * (the form always sends every field). Achievements are comma-separated, as the About card reads them.
 */
export const stylistProfileInput = strictObject(
  {
    name: requiredText(stylistProfileMessages.name, { max: STYLIST_PROFILE_LIMITS.name }),
    title: requiredText(stylistProfileMessages.title, { max: STYLIST_PROFILE_LIMITS.title }),
    bio: requiredText(stylistProfileMessages.bio, { max: STYLIST_PROFILE_LIMITS.bio }),
    achievements: optionalText(STYLIST_PROFILE_LIMITS.achievements),
    experience: optionalText(STYLIST_PROFILE_LIMITS.experience),
    isActive: Type.Boolean({ errorMessage: 'Must be true or false' }),
    sortOrder: Type.Integer({
      minimum: 0,
      maximum: STYLIST_PROFILE_LIMITS.sortOrder,
      errorMessage: stylistProfileMessages.sortOrder,
    }),
    userId: Type.Optional(Type.Union([uuid(), Type.Null()], { errorMessage: stylistProfileMessages.userId })),
  },
  { $id: 'StylistProfileInput' },
);
export type StylistProfileInput = Static<typeof stylistProfileInput>;

/**
 * PUT /api/stylist/profile: what a stylist writes of her own profile, its text. Where it comes,
 * whether it shows and the account it is linked to stay the admin's.
 */
export const ownStylistProfileInput = strictObject(
  {
    name: stylistProfileInput.properties.name,
    title: stylistProfileInput.properties.title,
    bio: stylistProfileInput.properties.bio,
    achievements: stylistProfileInput.properties.achievements,
    experience: stylistProfileInput.properties.experience,
  },
  { $id: 'OwnStylistProfileInput' },
);
export type OwnStylistProfileInput = Static<typeof ownStylistProfileInput>;

/** PUT /api/admin/stylist-profiles/{id}/photo: an uploaded 'stylist-photo' becomes the portrait. */
export const stylistPhotoInput = strictObject(
  { imageUrl: requiredText('An uploaded photo is required', { max: LIMITS.url }) },
  { $id: 'StylistPhotoInput' },
);
export type StylistPhotoInput = Static<typeof stylistPhotoInput>;

/** The portrait as the admin sees it: still being converted, ready (with its sizes) or refused. */
export const stylistPhoto = Type.Object({
  status: Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('rejected')]),
  /** The smallest square WebP, once ready. */
  url: nullable(Type.String()),
  rejectionReason: nullable(Type.String()),
});
export type StylistPhoto = Static<typeof stylistPhoto>;

/** One profile in GET /api/admin/stylist-profiles. */
export const adminStylistProfile = Type.Object({
  id: uuid(),
  userId: nullable(uuid()),
  name: Type.String(),
  title: Type.String(),
  bio: Type.String(),
  achievements: Type.String(),
  experience: Type.String(),
  isActive: Type.Boolean(),
  sortOrder: Type.Integer(),
  photo: nullable(stylistPhoto),
  /**
   * When the profile was last changed (its words, photo, order, switch or link), by an admin or by
   * the stylist herself, and the name of who did (null when not known: a seeded profile, or an
   * account deleted since).
   */
  lastChangedAt: timestamp(),
  lastChangedBy: nullable(Type.String()),
});
export type AdminStylistProfile = Static<typeof adminStylistProfile>;

/** An account a profile may be linked to (stylists and admins). */
export const staffAccount = Type.Object({
  id: uuid(),
  name: Type.String(),
  email: Type.String(),
  role: literals(ROLES),
});
export type StaffAccount = Static<typeof staffAccount>;

/** GET /api/admin/stylist-profiles. */
export const adminStylistProfiles = Type.Object({
  profiles: Type.Array(adminStylistProfile),
  accounts: Type.Array(staffAccount),
});
export type AdminStylistProfiles = Static<typeof adminStylistProfiles>;

/** GET /api/stylist/profile: the profile linked to the signed-in stylist, or null when none is. */
export const ownStylistProfile = Type.Object({ profile: nullable(adminStylistProfile) });
export type OwnStylistProfile = Static<typeof ownStylistProfile>;
