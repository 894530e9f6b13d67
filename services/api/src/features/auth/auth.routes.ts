import { apiMessages, signInPageMessages } from '@beauty/domain/messages';
import { handoffToken } from '@beauty/domain/schemas/answers';
import {
  authUser,
  type ConfirmEmailInput,
  type ContactHandoffInput,
  confirmEmailInput,
  contactHandoffInput,
  type ForgotPasswordInput,
  forgotPasswordInput,
  type RegisterInput,
  type ResetPasswordInput,
  registerInput,
  resetPasswordInput,
  type SignInInput,
  signInInput,
} from '@beauty/domain/schemas/user';
import type { FieldError } from '@beauty/domain/validation';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import {
  defineRoute,
  htmlPage,
  type RouteContext,
  type RouteSpec,
  redirect as redirectAnswer,
} from '../../http/routes';
import { endSession, startSession } from '../../http/session';
import { currentBusinessSettings } from '../business-settings/business-settings.service';
import { registerUser, requestPasswordReset, resetPassword, verifyCredentials } from './auth.service';
import { brandFontCss } from './brand-fonts';
import { authUserOf, confirmEmail } from './email-confirmation';
import {
  createHandoff,
  fillProfileFromLanding,
  type HandoffContact,
  handoffHash,
  readHandoff,
  takeHandoff,
} from './handoff';
import { type LoginPageModel, type LoginView, renderLoginPage } from './login-page';
import { beginOidcLogin, completeOidcLogin, signOutDestination } from './oidc';
import { OidcSignInRefused } from './oidc-provider';
import { type PasswordTokenPurpose, readLink } from './password-tokens';
import { landingTarget, safeData, safeRedirect } from './redirect';

type Form = Record<string, unknown>;

/** A form field as text: a crafted post may send a field twice (an array) or with brackets (an object). */
const text = (form: unknown, key: string): string | undefined => {
  const value = (form as Form | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/** The fields each form shows; errors about any other field go in the banner. */
const SHOWN_FIELDS: Record<LoginView, string[]> = {
  signin: ['email', 'password'],
  register: ['firstName', 'lastName', 'email', 'phone', 'password'],
  forgot: ['email'],
  reset: ['password'],
  message: [],
  'confirm-email': [],
};

/** A server-rendered sign-in page, named after the business as Business Settings has it. */
async function page(
  ctx: Context,
  deps: AppDeps,
  status: number,
  model: Omit<LoginPageModel, 'businessName'>,
) {
  const { businessName } = await currentBusinessSettings(deps);
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = renderLoginPage({
    ...model,
    businessName,
    fontCss: brandFontCss(deps.config.frontendDist),
  });
}

/** A hand-off token as the forms carry it (its shape only; whether it is known is asked of the database). */
const handoffOf = (form: unknown) => {
  const token = text(form, 'handoff');
  return handoffHash(token) ? (token as string) : null;
};

function formContext(deps: AppDeps, form: unknown) {
  return {
    redirect: safeRedirect(text(form, 'redirect'), deps.config.publicUrl),
    data: safeData(text(form, 'data')),
    handoff: handoffOf(form),
  };
}

const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));
const values = (form: unknown) => ({
  email: text(form, 'email') ?? '',
  firstName: text(form, 'firstName') ?? '',
  lastName: text(form, 'lastName') ?? '',
  phone: text(form, 'phone') ?? '',
});

/** The sign-in forms filled in from the landing form's details. */
const handoffValues = (contact: HandoffContact | null) =>
  contact
    ? {
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName ?? '',
        phone: contact.phone ?? '',
      }
    : undefined;

/** Sign in on a fresh session id (never reuse one from before sign-in), then go to the target. */
async function signIn(
  ctx: Context,
  deps: AppDeps,
  userId: string,
  redirect: string,
  data: string | null,
  oidcIdToken: string | null = null,
) {
  await endSession(ctx, deps);
  await startSession(ctx, deps, userId, oidcIdToken);
  ctx.status = 303;
  ctx.redirect(landingTarget(redirect, data, deps.config.publicUrl));
}

/** A sign-in at the OpenID Connect provider that signed no one in: logged, and shown with 'Try again'. */
async function oidcRefusedPage(
  ctx: Context,
  deps: AppDeps,
  refusal: OidcSignInRefused,
  resume = refusal.resume,
) {
  ctx.state.logger?.warn({ oidc: refusal.reason, status: refusal.status }, 'OIDC sign-in refused');
  await page(ctx, deps, refusal.status, {
    view: 'message',
    redirect: resume?.redirect ?? '/',
    data: resume?.data ?? null,
    error: refusal.message,
    retry: true,
  });
}

/**
 * What a sign-in page says about a refusal that names no field: the plumbing's refusals in the
 * page's words, any other (a rate limit's wait, a service's answer) in its own.
 */
function refusalMessage(refusal: HttpError): string {
  switch (refusal.status) {
    case 400:
    case 415:
      return signInPageMessages.unreadable;
    case 403:
      return signInPageMessages.crossSite;
    case 413:
      return signInPageMessages.tooLarge;
    default:
      return refusal.message;
  }
}

/**
 * Every refusal of a sign-in form (invalid fields, a rate limit, a body too large, a cross-origin
 * post) on the form's own page: a message under each field it shows, anything else in the banner.
 */
const refusedForm =
  (view: LoginView) =>
  async ({ ctx, deps, body }: Pick<RouteContext<unknown>, 'ctx' | 'deps' | 'body'>, refusal: HttpError) => {
    const hidden = refusal.errors.find((e) => !SHOWN_FIELDS[view].includes(e.field));
    await page(ctx, deps, refusal.status, {
      view,
      ...formContext(deps, body),
      fieldErrors: byField(refusal.errors),
      error: refusal.errors.length ? (hidden?.message ?? null) : refusalMessage(refusal),
      values: values(body),
      resetToken: text(body, 'token'),
    });
  };

/** A link's token as an address or a form carries it (its shape only). */
const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

const routes: RouteSpec[] = [
  defineRoute<unknown, Form>({
    method: 'GET',
    path: '/api/login',
    role: 'public',
    onRefused: refusedForm('signin'),
    summary: 'Sign-in page of the built-in provider, or a redirect to the OIDC provider',
    response: {
      200: htmlPage('The sign-in page (or the page saying why the provider refused)'),
      302: redirectAnswer('Signed in already: to the redirect; with OIDC: to the provider'),
    },
    handler: async ({ ctx, deps, query, user }) => {
      const { redirect, data, handoff } = formContext(deps, query);
      if (user) {
        await takeHandoff(deps, user.id, handoffHash(handoff));
        return ctx.redirect(landingTarget(redirect, data, deps.config.publicUrl));
      }
      if (deps.config.oidc) {
        try {
          return ctx.redirect(await beginOidcLogin(ctx, deps, redirect, data, handoff));
        } catch (error) {
          if (!(error instanceof OidcSignInRefused)) throw error;
          return oidcRefusedPage(ctx, deps, error, { redirect, data });
        }
      }
      const view: LoginView = query.view === 'register' || query.view === 'forgot' ? query.view : 'signin';
      // The page never depends on whether the email has an account: the landing form always
      // opens 'Create your account', with a link to sign in instead.
      const contact = await readHandoff(deps.knex, handoff);
      await page(ctx, deps, 200, {
        view,
        redirect,
        data,
        handoff: contact ? handoff : null,
        values: handoffValues(contact),
      });
    },
  }),
  defineRoute<SignInInput>({
    method: 'POST',
    path: '/api/login',
    role: 'public',
    summary: 'Sign in with email and password',
    body: signInInput,
    bodyType: 'form',
    rateLimit: 'signIn',
    onRefused: refusedForm('signin'),
    response: {
      303: redirectAnswer('Signed in: to the redirect with its data'),
      401: htmlPage('The sign-in page with the wrong-password message'),
    },
    handler: async ({ ctx, deps, body }) => {
      const { redirect, data, handoff } = formContext(deps, body);
      try {
        const userId = await verifyCredentials(deps, body);
        await takeHandoff(deps, userId, handoffHash(handoff));
        await signIn(ctx, deps, userId, redirect, data);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
        // Answered, not thrown: the sign-in limit counts this 401 answer as a failed attempt.
        await page(ctx, deps, 401, {
          view: 'signin',
          redirect,
          data,
          handoff,
          error: apiMessages.badCredentials,
          values: values(body),
        });
      }
    },
  }),
  defineRoute<RegisterInput>({
    method: 'POST',
    path: '/api/login/register',
    role: 'public',
    summary: 'Create an account with the built-in provider',
    body: registerInput,
    bodyType: 'form',
    rateLimit: 'accountForm',
    onRefused: refusedForm('register'),
    response: {
      200: htmlPage('The email has an account: a page saying an email was sent'),
      303: redirectAnswer(
        'Registered and signed in: to the redirect with its data; with OIDC: to /api/login',
      ),
    },
    handler: async ({ ctx, deps, body }) => {
      const { redirect, data, handoff } = formContext(deps, body);
      const registration = await registerUser(deps, body);
      if (registration.kind === 'created') {
        await takeHandoff(deps, registration.userId, handoffHash(handoff));
        return signIn(ctx, deps, registration.userId, redirect, data);
      }
      // The email has an account: the same answer for every kind of account (the email differs).
      await page(ctx, deps, 200, {
        view: 'message',
        redirect,
        data,
        handoff,
        notice: apiMessages.registrationEmailed(body.email.trim()),
      });
    },
  }),
  defineRoute<ContactHandoffInput>({
    method: 'POST',
    path: '/api/login/handoff',
    role: 'public',
    summary:
      "Keep the landing form's name, email and phone for the sign-in page (a token for its address); signed in, fill her profile's empty fields",
    body: contactHandoffInput,
    rateLimit: 'publicForm',
    response: handoffToken,
    handler: async ({ ctx, deps, body, user }) => {
      ctx.set('Cache-Control', 'no-store');
      if (user) {
        await fillProfileFromLanding(deps, user.id, body);
        return { handoff: null };
      }
      return { handoff: await createHandoff(deps, body) };
    },
  }),
  defineRoute<ForgotPasswordInput>({
    method: 'POST',
    path: '/api/login/forgot',
    role: 'public',
    summary: 'Email a password reset link',
    body: forgotPasswordInput,
    bodyType: 'form',
    rateLimit: 'passwordResetRequest',
    onRefused: refusedForm('forgot'),
    response: {
      200: htmlPage('A page saying the link was sent (whether or not the email has an account)'),
      303: redirectAnswer('With OIDC: to /api/login'),
    },
    handler: async ({ ctx, deps, body }) => {
      await requestPasswordReset(deps, body.email);
      await page(ctx, deps, 200, {
        view: 'message',
        redirect: '/',
        data: null,
        notice: apiMessages.resetSent,
      });
    },
  }),
  defineRoute<unknown, Form>({
    method: 'GET',
    path: '/api/login/reset',
    role: 'public',
    onRefused: refusedForm('message'),
    summary: 'Choose a new password (from the emailed link)',
    response: {
      200: htmlPage('The new-password form'),
      303: redirectAnswer('With OIDC: to /api/login'),
      410: htmlPage('The link is used, expired or unknown'),
    },
    handler: async ({ ctx, deps, query }) => {
      const token = tokenOf(query.token);
      const link = token ? await readLink(deps, token) : null;
      if (!link?.usable || link.purpose === 'verify-email') {
        return page(ctx, deps, 410, {
          view: 'message',
          redirect: '/',
          data: null,
          error: link?.purpose === 'invite' ? apiMessages.inviteInvalid : apiMessages.resetInvalid,
        });
      }
      await page(ctx, deps, 200, {
        view: 'reset',
        redirect: '/',
        data: null,
        resetToken: token,
        resetPurpose: link.purpose as PasswordTokenPurpose,
      });
    },
  }),
  defineRoute<ResetPasswordInput>({
    method: 'POST',
    path: '/api/login/reset',
    role: 'public',
    summary: 'Set a new password with a reset token',
    body: resetPasswordInput,
    bodyType: 'form',
    rateLimit: 'accountForm',
    onRefused: refusedForm('reset'),
    response: {
      200: htmlPage('The sign-in page with the password changed'),
      303: redirectAnswer('With OIDC: to /api/login'),
      422: htmlPage('The link is used, expired or unknown'),
    },
    handler: async ({ ctx, deps, body }) => {
      let changed: Awaited<ReturnType<typeof resetPassword>>;
      try {
        changed = await resetPassword(deps, body);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 422) throw error;
        return page(ctx, deps, 422, { view: 'message', redirect: '/', data: null, error: error.message });
      }
      // The emailed link proves the owner: a sign-in paused by wrong guesses opens again.
      await deps.rateLimiters.forgetSignInFailures(changed.email);
      const invited = changed.purpose === 'invite';
      await page(ctx, deps, 200, {
        view: 'signin',
        // An invited client came for the booking a stylist made: after sign-in, her bookings.
        redirect: invited ? '/bookings' : '/',
        data: null,
        notice: invited ? apiMessages.passwordSet : apiMessages.passwordChanged,
        values: { email: changed.email },
      });
    },
  }),
  defineRoute<unknown, Form>({
    method: 'GET',
    path: '/api/login/verify',
    role: 'public',
    onRefused: refusedForm('confirm-email'),
    summary:
      'Confirm an email address (from the emailed link): a page with a button, so opening the link alone changes nothing',
    response: {
      200: htmlPage('The confirmation page with its button'),
      410: htmlPage('The link is used, expired or unknown'),
    },
    handler: async ({ ctx, deps, query }) => {
      const token = tokenOf(query.token);
      const link = token ? await readLink(deps, token) : null;
      if (!link?.usable || link.purpose !== 'verify-email' || !link.email) {
        return page(ctx, deps, 410, {
          view: 'confirm-email',
          redirect: '/',
          data: null,
          error: apiMessages.confirmInvalid,
        });
      }
      await page(ctx, deps, 200, {
        view: 'confirm-email',
        redirect: '/',
        data: null,
        resetToken: token,
        confirmIntro: link.changesEmail
          ? apiMessages.confirmNewEmailIntro(link.email)
          : apiMessages.confirmEmailIntro(link.email),
      });
    },
  }),
  defineRoute<ConfirmEmailInput>({
    method: 'POST',
    path: '/api/login/verify',
    role: 'public',
    summary: 'Confirm an email address with its one-time link; signs nobody in',
    body: confirmEmailInput,
    bodyType: 'form',
    rateLimit: 'accountForm',
    onRefused: ({ ctx, deps }, refusal) =>
      page(ctx, deps, refusal.status, {
        view: 'confirm-email',
        redirect: '/',
        data: null,
        error: refusal.errors.length ? apiMessages.confirmInvalid : refusalMessage(refusal),
      }),
    response: {
      200: htmlPage('The address is confirmed'),
      409: htmlPage('The address is taken by another account'),
      422: htmlPage('The link is used, expired or unknown'),
    },
    handler: async ({ ctx, deps, body }) => {
      let done: Awaited<ReturnType<typeof confirmEmail>>;
      try {
        done = await confirmEmail(deps, body.token);
      } catch (error) {
        if (!(error instanceof HttpError) || ![409, 422].includes(error.status)) throw error;
        return page(ctx, deps, error.status, {
          view: 'confirm-email',
          redirect: '/',
          data: null,
          error: error.message,
        });
      }
      await page(ctx, deps, 200, {
        view: 'confirm-email',
        redirect: '/',
        data: null,
        notice: done.kind === 'changed' ? apiMessages.emailChanged(done.email) : apiMessages.emailConfirmed,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/login/callback',
    role: 'public',
    summary: 'Return from the OIDC provider',
    response: {
      200: htmlPage('The page saying why the provider refused'),
      302: redirectAnswer('Signed in: to the redirect; without OIDC: to /api/login'),
      303: redirectAnswer('Signed in: to the redirect with its data'),
    },
    handler: async ({ ctx, deps }) => {
      if (!deps.config.oidc) return ctx.redirect('/api/login');
      let done: Awaited<ReturnType<typeof completeOidcLogin>>;
      try {
        done = await completeOidcLogin(ctx, deps);
      } catch (error) {
        if (!(error instanceof OidcSignInRefused)) throw error;
        return oidcRefusedPage(ctx, deps, error);
      }
      await takeHandoff(deps, done.userId, done.handoffHash);
      await signIn(ctx, deps, done.userId, done.redirect, done.data, done.idToken);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/logout',
    role: 'public',
    summary: "End the session and return to / (through the OIDC provider's sign-out when it has one)",
    response: { 302: redirectAnswer('Signed out: to / (or the provider sign-out)') },
    handler: async ({ ctx, deps }) => {
      // A GET is reachable from any site (a link, an image): another site may not sign our user
      // out. Browsers mark such requests Sec-Fetch-Site: cross-site; our own link is same-origin.
      if (ctx.get('sec-fetch-site') === 'cross-site') return ctx.redirect('/');
      const { oidcIdToken } = await endSession(ctx, deps);
      ctx.redirect(await signOutDestination(deps, oidcIdToken));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    role: 'signed-in',
    summary: 'The signed-in user (401 when signed out)',
    response: authUser,
    handler: ({ user, ctx, deps }) => {
      ctx.set('Cache-Control', 'no-store');
      return authUserOf(deps, user);
    },
  }),
];

/**
 * With an OpenID Connect provider configured, the built-in forms are off: they send her to
 * GET /api/login (which goes to the provider) and never create or change an account. They decide
 * before anything else, the provider's discovery included.
 */
const BUILT_IN_ONLY = new Set([
  'POST /api/login',
  'POST /api/login/register',
  'POST /api/login/forgot',
  'GET /api/login/reset',
  'POST /api/login/reset',
]);

function builtInOnly(route: RouteSpec): RouteSpec {
  if (!BUILT_IN_ONLY.has(`${route.method} ${route.path}`)) return route;
  const toProvider = ({ ctx, deps }: RouteContext<unknown>) => {
    if (!deps.config.oidc) return false;
    ctx.status = 303;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/api/login');
    return true;
  };
  const { handler, onRefused } = route;
  return {
    ...route,
    handler: (context) => (toProvider(context) ? undefined : handler(context)),
    onRefused:
      onRefused && ((context, refusal) => (toProvider(context) ? undefined : onRefused(context, refusal))),
  };
}

export const authRoutes: RouteSpec[] = routes.map(builtInOnly);
