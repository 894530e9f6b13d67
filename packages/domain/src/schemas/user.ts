import { type Static, Type } from '@sinclair/typebox';
import { accountMessages } from '../account-messages';
import { MIN_LENGTHS } from '../limits';
import { fieldMessages } from '../messages';
import { ROLES } from '../status';
import {
  contactInput,
  email,
  emailAndPhoneInput,
  LIMITS,
  literals,
  nullable,
  oneOf,
  optionalText,
  requiredText,
  strictObject,
  timestamp,
  uuid,
} from './fields';

export const role = literals(ROLES);

/** GET /api/auth/user and the admin user list. */
export const user = Type.Object({
  id: uuid(),
  firstName: nullable(Type.String()),
  lastName: nullable(Type.String()),
  email: Type.String(),
  phone: nullable(Type.String()),
  role,
  createdAt: timestamp(),
});
export type User = Static<typeof user>;

/**
 * GET /api/auth/user and PUT /api/account/profile: the user, whether her email is confirmed (she
 * books only once it is), the new address waiting for its link, and whether the email is the
 * sign-in provider's (OpenID Connect: not changed here).
 */
export const authUser = Type.Object({
  ...user.properties,
  emailConfirmed: Type.Boolean(),
  pendingEmail: nullable(Type.String()),
  emailManagedByProvider: Type.Boolean(),
  /** She signs in here with a password she set (the built-in provider): she may change it in Account Settings. */
  passwordSignIn: Type.Boolean(),
});
export type AuthUser = Static<typeof authUser>;

/** PUT /api/account/profile. */
export const profileUpdate = strictObject(
  {
    firstName: optionalText(LIMITS.name),
    lastName: optionalText(LIMITS.name),
    ...emailAndPhoneInput(),
  },
  { $id: 'ProfileUpdate' },
);
export type ProfileUpdate = Static<typeof profileUpdate>;

/** GET /api/admin/users: how many accounts one answer holds unless `limit` says (at most PAGE_LIMIT_MAX). */
export const USER_LIST_LIMIT = 20;

/**
 * Where a page ends: its last row's creation time to the microsecond (UTC) and its id,
 * '2026-03-14T17:05:09.123456Z.<uuid>', as the Next-Cursor header gives it.
 */
export const TIME_CURSOR_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z\\.[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const cursorMessage = "'before' must be the Next-Cursor header of an earlier answer";

/** `?before=`: the Next-Cursor of the page before. */
export const cursorParam = () =>
  Type.Optional(Type.String({ pattern: TIME_CURSOR_PATTERN, maxLength: 100, errorMessage: cursorMessage }));

/** The most rows any paged list answers at once. */
export const PAGE_LIMIT_MAX = 50;

/** `?limit=`: a whole number from 1 to PAGE_LIMIT_MAX. */
export const limitParam = () =>
  Type.Optional(
    Type.String({
      pattern: '^([1-9]|[1-4][0-9]|50)$',
      errorMessage: `'limit' must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
    }),
  );

/**
 * GET /api/admin/users: the newest accounts first, `limit` of them (default 20, at most 50);
 * `q` finds a name or email containing it (any case), `role` keeps those with one of the roles
 * given (comma-separated), `before` asks for the page after a Next-Cursor header.
 */
export const userListQuery = strictObject(
  {
    q: Type.Optional(Type.String({ maxLength: 100, errorMessage: 'Search for at most 100 characters' })),
    role: Type.Optional(
      Type.String({
        pattern: `^(${ROLES.join('|')})(,(${ROLES.join('|')})){0,2}$`,
        errorMessage: "'role' must be customer, stylist or admin (several separated by commas)",
      }),
    ),
    limit: limitParam(),
    before: cursorParam(),
  },
  { $id: 'UserListQuery' },
);
export type UserListQuery = Static<typeof userListQuery>;

/** PUT /api/admin/users/{userId}/role. */
export const roleUpdate = strictObject({ role: oneOf(ROLES, 'Please choose a role') }, { $id: 'RoleUpdate' });
export type RoleUpdate = Static<typeof roleUpdate>;

const password = Type.String({
  minLength: MIN_LENGTHS.password,
  maxLength: LIMITS.password,
  errorMessage: {
    type: fieldMessages.password,
    minLength: fieldMessages.password,
    maxLength: fieldMessages.tooLong,
  },
});

/** A contact hand-off's token (base64url of 32 random bytes is 43 characters). */
const HANDOFF_TOKEN_MAX = 100;

/**
 * POST /api/login/handoff: the name, email and phone typed on the landing booking form, kept on
 * the server for a short while so the sign-in page can fill them in without carrying them in an
 * address (where server and proxy logs would keep them).
 */
export const contactHandoffInput = strictObject(
  {
    ...contactInput(fieldMessages.nameRequired),
  },
  { $id: 'ContactHandoffInput' },
);
export type ContactHandoffInput = Static<typeof contactHandoffInput>;

/** The hand-off's answer: a token for the sign-in address, or null when she is signed in already (her profile took the details). */
export const contactHandoff = Type.Object(
  { handoff: nullable(Type.String()) },
  { additionalProperties: false },
);
export type ContactHandoff = Static<typeof contactHandoff>;

/**
 * What both sign-in forms carry on to the page after: where to go back to, the landing form's
 * selections (`data`, a BookingDraft) and the contact hand-off's token.
 */
const carriedThroughSignIn = () => ({
  redirect: optionalText(LIMITS.url),
  data: optionalText(8000),
  handoff: optionalText(HANDOFF_TOKEN_MAX),
});

/** Built-in sign-in provider forms (posted as form fields to /api/login/*). */
export const signInInput = strictObject(
  {
    email: email(),
    password: Type.String({
      minLength: 1,
      maxLength: LIMITS.password,
      errorMessage: 'Please enter your password',
    }),
    ...carriedThroughSignIn(),
  },
  { $id: 'SignInInput' },
);
export type SignInInput = Static<typeof signInInput>;

export const registerInput = strictObject(
  {
    firstName: requiredText(fieldMessages.firstNameRequired, { max: LIMITS.name }),
    lastName: optionalText(LIMITS.name),
    ...emailAndPhoneInput(),
    password,
    ...carriedThroughSignIn(),
  },
  { $id: 'RegisterInput' },
);
export type RegisterInput = Static<typeof registerInput>;

/** PUT /api/account/password: her current password, and the new one (the sign-up rules). */
export const passwordChange = strictObject(
  {
    currentPassword: Type.String({
      minLength: 1,
      maxLength: LIMITS.password,
      errorMessage: {
        type: accountMessages.currentPasswordRequired,
        minLength: accountMessages.currentPasswordRequired,
        maxLength: fieldMessages.tooLong,
      },
    }),
    newPassword: password,
  },
  { $id: 'PasswordChange' },
);
export type PasswordChange = Static<typeof passwordChange>;

export const forgotPasswordInput = strictObject({ email: email() }, { $id: 'ForgotPasswordInput' });
export type ForgotPasswordInput = Static<typeof forgotPasswordInput>;

export const resetPasswordInput = strictObject(
  { token: requiredText('The reset link is incomplete', { max: 200 }), password },
  { $id: 'ResetPasswordInput' },
);
export type ResetPasswordInput = Static<typeof resetPasswordInput>;

/** POST /api/login/verify: the confirmation link's token, posted from its page. */
export const confirmEmailInput = strictObject(
  { token: requiredText('The confirmation link is incomplete', { max: 200 }) },
  { $id: 'ConfirmEmailInput' },
);
export type ConfirmEmailInput = Static<typeof confirmEmailInput>;
