import { apiMessages } from '@beauty/domain/messages';
import { handoffToken } from '@beauty/domain/schemas/answers';
import { contactHandoffInput, registerInput, signInInput } from '@beauty/domain/schemas/user';
import { AppError } from '../../errors';
import { defineRoute, htmlPage, type RouteSpec, redirect as redirectAnswer } from '../../http/routes';
import { registerUser, verifyCredentials } from './auth.service';
import { builtInOnly } from './built-in-only';
import { createHandoff, fillProfileFromLanding, handoffHash, readHandoff, takeHandoff } from './handoff';
import type { LoginView } from './login-page';
import { beginOidcLogin } from './oidc';
import { OidcSignInRefused } from './oidc-provider';
import { landingTarget } from './redirect';
import {
  formContext,
  handoffValues,
  oidcRefusedPage,
  page,
  refusedForm,
  signIn,
  values,
} from './sign-in-pages';

/**
 * Signing in: the sign-in page (or the way to the OpenID Connect provider), the built-in
 * provider's sign-in and registration forms, and the landing form's hand-off to them. The
 * password and email links are in email-links.routes.ts, the provider's return, sign-out and
 * the session's user in auth-session.routes.ts; the route table lists them in that order.
 */
export const authRoutes: RouteSpec[] = [
  defineRoute({
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
  builtInOnly(
    defineRoute({
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
          if (!(error instanceof AppError) || error.status !== 401) throw error;
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
  ),
  builtInOnly(
    defineRoute({
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
        // Her confirmation link goes on to where she was going, as signing in does now.
        const registration = await registerUser(
          deps,
          body,
          landingTarget(redirect, data, deps.config.publicUrl),
        );
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
  ),
  defineRoute({
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
];
