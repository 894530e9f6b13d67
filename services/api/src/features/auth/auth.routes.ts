import { apiMessages } from '@beauty/domain/messages';
import {
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
import { defineRoute, type RouteContext, type RouteSpec } from '../../http/routes';
import { endSession, startSession } from '../../http/session';
import {
  isResetTokenUsable,
  registerUser,
  requestPasswordReset,
  resetPassword,
  verifyCredentials,
} from './auth.service';
import { brandFontCss } from './brand-fonts';
import { type LoginPageModel, type LoginView, renderLoginPage } from './login-page';
import { beginOidcLogin, completeOidcLogin } from './oidc';
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
  register: ['firstName', 'lastName', 'email', 'password'],
  forgot: ['email'],
  reset: ['password'],
  message: [],
};

function page(ctx: Context, deps: AppDeps, status: number, model: Omit<LoginPageModel, 'businessName'>) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = renderLoginPage({
    ...model,
    businessName: deps.config.businessName,
    fontCss: brandFontCss(deps.config.frontendDist),
  });
}

function formContext(deps: AppDeps, form: unknown) {
  return {
    redirect: safeRedirect(text(form, 'redirect'), deps.config.publicUrl),
    data: safeData(text(form, 'data')),
  };
}

const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));
const values = (form: unknown) => ({
  email: text(form, 'email') ?? '',
  firstName: text(form, 'firstName') ?? '',
  lastName: text(form, 'lastName') ?? '',
});

/** Sign in on a fresh session id (never reuse one from before sign-in), then go to the target. */
async function signIn(ctx: Context, deps: AppDeps, userId: string, redirect: string, data: string | null) {
  await endSession(ctx, deps);
  await startSession(ctx, deps, userId);
  ctx.status = 303;
  ctx.redirect(landingTarget(redirect, data, deps.config.publicUrl));
}

const invalidForm =
  (view: LoginView) =>
  ({ ctx, deps, body }: RouteContext<unknown>, errors: FieldError[]) => {
    const hidden = errors.find((e) => !SHOWN_FIELDS[view].includes(e.field));
    page(ctx, deps, 400, {
      view,
      ...formContext(deps, body),
      fieldErrors: byField(errors),
      error: hidden ? hidden.message : null,
      values: values(body),
      resetToken: text(body, 'token'),
    });
  };

export const authRoutes: RouteSpec[] = [
  defineRoute<unknown, Form>({
    method: 'GET',
    path: '/api/login',
    role: 'public',
    summary: 'Sign-in page of the built-in provider, or a redirect to the OIDC provider',
    handler: async ({ ctx, deps, query, user }) => {
      const redirect = safeRedirect(text(query, 'redirect'), deps.config.publicUrl);
      const data = safeData(text(query, 'data'));
      if (user) return ctx.redirect(landingTarget(redirect, data, deps.config.publicUrl));
      if (deps.config.oidc) return ctx.redirect(await beginOidcLogin(deps, redirect, data));
      const view: LoginView = query.view === 'register' || query.view === 'forgot' ? query.view : 'signin';
      page(ctx, deps, 200, { view, redirect, data });
    },
  }),
  defineRoute<SignInInput>({
    method: 'POST',
    path: '/api/login',
    role: 'public',
    summary: 'Sign in with email and password',
    body: signInInput,
    bodyType: 'form',
    rateLimit: 'login',
    onInvalid: invalidForm('signin'),
    handler: async ({ ctx, deps, body }) => {
      const { redirect, data } = formContext(deps, body);
      try {
        const userId = await verifyCredentials(deps, body);
        await signIn(ctx, deps, userId, redirect, data);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
        page(ctx, deps, 401, {
          view: 'signin',
          redirect,
          data,
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
    rateLimit: 'login',
    onInvalid: invalidForm('register'),
    handler: async ({ ctx, deps, body }) => {
      const { redirect, data } = formContext(deps, body);
      try {
        const userId = await registerUser(deps, body);
        await signIn(ctx, deps, userId, redirect, data);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 409) throw error;
        page(ctx, deps, 409, {
          view: 'register',
          redirect,
          data,
          error: error.message,
          values: values(body),
        });
      }
    },
  }),
  defineRoute<ForgotPasswordInput>({
    method: 'POST',
    path: '/api/login/forgot',
    role: 'public',
    summary: 'Email a password reset link',
    body: forgotPasswordInput,
    bodyType: 'form',
    rateLimit: 'login',
    onInvalid: invalidForm('forgot'),
    handler: async ({ ctx, deps, body }) => {
      await requestPasswordReset(deps, body.email);
      page(ctx, deps, 200, { view: 'message', redirect: '/', data: null, notice: apiMessages.resetSent });
    },
  }),
  defineRoute<unknown, Form>({
    method: 'GET',
    path: '/api/login/reset',
    role: 'public',
    summary: 'Choose a new password (from the emailed link)',
    handler: async ({ ctx, deps, query }) => {
      const token = typeof query.token === 'string' ? query.token.slice(0, 200) : '';
      if (!token || !(await isResetTokenUsable(deps, token))) {
        return page(ctx, deps, 410, {
          view: 'message',
          redirect: '/',
          data: null,
          error: apiMessages.resetInvalid,
        });
      }
      page(ctx, deps, 200, { view: 'reset', redirect: '/', data: null, resetToken: token });
    },
  }),
  defineRoute<ResetPasswordInput>({
    method: 'POST',
    path: '/api/login/reset',
    role: 'public',
    summary: 'Set a new password with a reset token',
    body: resetPasswordInput,
    bodyType: 'form',
    rateLimit: 'login',
    onInvalid: invalidForm('reset'),
    handler: async ({ ctx, deps, body }) => {
      try {
        await resetPassword(deps, body);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 422) throw error;
        return page(ctx, deps, 422, { view: 'message', redirect: '/', data: null, error: error.message });
      }
      page(ctx, deps, 200, {
        view: 'signin',
        redirect: '/',
        data: null,
        notice: apiMessages.passwordChanged,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/login/callback',
    role: 'public',
    summary: 'Return from the OIDC provider',
    handler: async ({ ctx, deps }) => {
      if (!deps.config.oidc) return ctx.redirect('/api/login');
      const current = new URL(ctx.originalUrl, deps.config.publicUrl);
      const { userId, redirect, data } = await completeOidcLogin(deps, current);
      await signIn(ctx, deps, userId, redirect, data);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/logout',
    role: 'public',
    summary: 'End the session and return to /',
    handler: async ({ ctx, deps }) => {
      // A GET is reachable from any site (a link, an image): another site may not sign our user
      // out. Browsers mark such requests Sec-Fetch-Site: cross-site; our own link is same-origin.
      if (ctx.get('sec-fetch-site') !== 'cross-site') await endSession(ctx, deps);
      ctx.redirect('/');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    role: 'signed-in',
    summary: 'The signed-in user (401 when signed out)',
    handler: ({ user, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return user;
    },
  }),
];
