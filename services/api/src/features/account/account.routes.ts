import { messageOnly } from '@beauty/domain/schemas/answers';
import { authUser, passwordChange, profileUpdate } from '@beauty/domain/schemas/user';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { sessionIdHashOf } from '../../http/session';
import { changePassword } from '../auth/auth.service';
import { resendEmailConfirmation } from '../auth/email-confirmation';
import { updateProfile } from './account.service';

export const accountRoutes: RouteSpec[] = [
  defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    role: 'signed-in',
    summary:
      "Update the signed-in user's name and phone; a new email is emailed a link and changes when it is opened (409 when taken, or with an OIDC provider)",
    body: profileUpdate,
    response: authUser,
    errors: [409],
    handler: ({ deps, user, body }) => updateProfile(deps, user, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/account/email-confirmation',
    role: 'signed-in',
    summary: 'Email the link that confirms her address again (409 when confirmed; 429 when asked too often)',
    response: messageOnly,
    errors: [409, 429],
    handler: ({ deps, user }) => resendEmailConfirmation(deps, user),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/account/password',
    role: 'signed-in',
    summary:
      "Change the signed-in user's password with her current one; her other sessions end (422 for a wrong current password, counted like a failed sign-in; 409 with an OIDC provider or before she has a password)",
    body: passwordChange,
    rateLimit: 'passwordCheck',
    response: messageOnly,
    errors: [409, 422],
    handler: ({ ctx, deps, user, body }) => changePassword(deps, user, body, sessionIdHashOf(ctx)),
  }),
];
