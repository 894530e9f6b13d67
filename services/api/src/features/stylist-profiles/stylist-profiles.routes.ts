import { imageUploadTarget } from '@beauty/domain/schemas/answers';
import {
  adminStylistProfile,
  adminStylistProfiles,
  ownStylistProfile,
  ownStylistProfileInput,
  stylistPhotoInput,
  stylistProfileInput,
} from '@beauty/domain/schemas/stylist-profile';
import { defineRoute, type RouteSpec, uuidParams } from '../../http/routes';
import {
  createStylistProfile,
  findOwnProfile,
  listStylistProfiles,
  ownProfileId,
  removeStylistPhoto,
  setStylistPhoto,
  startPhotoUpload,
  updateOwnProfile,
  updateStylistProfile,
} from './stylist-profiles.service';

/** Stylist profiles for the About section, managed by admins at /admin/stylists (issue 12, point 6). */
export const stylistProfileRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/stylist-profiles',
    role: 'admin',
    summary: 'Every stylist profile (active or not) with its photo state, and the accounts one may link to',
    response: adminStylistProfiles,
    handler: ({ deps }) => listStylistProfiles(deps),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/stylist-profiles',
    role: 'admin',
    summary: 'Create a stylist profile',
    body: stylistProfileInput,
    status: 201,
    response: adminStylistProfile,
    errors: [409],
    handler: ({ deps, body, user }) => createStylistProfile(deps, body, user),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/stylist-profiles/photo-upload',
    role: 'admin',
    summary: 'An address to upload one stylist portrait to (converted to square WebP sizes)',
    bodyType: 'none',
    response: imageUploadTarget,
    handler: ({ deps, user }) => startPhotoUpload(deps, user),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/stylist-profiles/:id',
    role: 'admin',
    summary: "Edit a stylist profile's text, order, active switch or linked account",
    body: stylistProfileInput,
    params: uuidParams('id'),
    response: adminStylistProfile,
    errors: [409],
    handler: ({ deps, params, body, user }) => updateStylistProfile(deps, params.id, body, user),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/stylist-profiles/:id/photo',
    role: 'admin',
    summary: "Make an uploaded portrait the profile's photo",
    body: stylistPhotoInput,
    params: uuidParams('id'),
    response: adminStylistProfile,
    errors: [422],
    handler: ({ deps, params, body, user }) =>
      setStylistPhoto(deps, params.id, body.imageUrl, { user, own: false }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/stylist-profiles/:id/photo',
    role: 'admin',
    summary: "Remove a profile's photo (the About card shows the monogram)",
    params: uuidParams('id'),
    response: adminStylistProfile,
    handler: ({ deps, params, user }) => removeStylistPhoto(deps, params.id, { user, own: false }),
  }),
];

/**
 * A stylist's own About card, from the Settings tab of her dashboard: she keeps its text and photo
 * up to date; where it comes, whether it shows and its account link stay the admin's. Each answers
 * 404 with the reason while no profile is linked to her account.
 */
export const ownStylistProfileRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/stylist/profile',
    role: 'stylist',
    summary: 'The About-section profile linked to my account (null when none is)',
    response: ownStylistProfile,
    handler: ({ deps, user }) => findOwnProfile(deps, user),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/stylist/profile',
    role: 'stylist',
    summary: "Edit my profile's name, title, bio, achievements and experience",
    body: ownStylistProfileInput,
    response: adminStylistProfile,
    errors: [404],
    handler: ({ deps, user, body }) => updateOwnProfile(deps, user, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stylist/profile/photo-upload',
    role: 'stylist',
    summary: 'An address to upload my portrait to (converted to square WebP sizes)',
    bodyType: 'none',
    response: imageUploadTarget,
    errors: [404],
    handler: async ({ deps, user }) => {
      await ownProfileId(deps, user);
      return startPhotoUpload(deps, user);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/stylist/profile/photo',
    role: 'stylist',
    summary: "Make an uploaded portrait my profile's photo",
    body: stylistPhotoInput,
    response: adminStylistProfile,
    errors: [404, 422],
    handler: async ({ deps, user, body }) =>
      setStylistPhoto(deps, await ownProfileId(deps, user), body.imageUrl, { user, own: true }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/stylist/profile/photo',
    role: 'stylist',
    summary: "Remove my profile's photo (the About card shows the monogram)",
    response: adminStylistProfile,
    errors: [404],
    handler: async ({ deps, user }) =>
      removeStylistPhoto(deps, await ownProfileId(deps, user), { user, own: true }),
  }),
];
