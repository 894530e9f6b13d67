import { type ProfileUpdate, profileUpdate } from '@beauty/domain/schemas/user';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { updateProfile } from './account.service';

export const accountRoutes: RouteSpec[] = [
  defineRoute<ProfileUpdate>({
    method: 'PUT',
    path: '/api/account/profile',
    role: 'signed-in',
    summary: "Update the signed-in user's name, email and phone (409 when the email is taken)",
    body: profileUpdate,
    handler: ({ deps, user, body }) => updateProfile(deps, user!, body),
  }),
];
