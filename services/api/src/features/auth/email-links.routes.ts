import { apiMessages } from '@beauty/domain/messages';
import { confirmEmailInput, forgotPasswordInput, resetPasswordInput } from '@beauty/domain/schemas/user';
import { AppError } from '../../errors';
import { defineRoute, htmlPage, type RouteSpec, redirect as redirectAnswer } from '../../http/routes';
import { requestPasswordReset, resetPassword } from './auth.service';
import { builtInOnly } from './built-in-only';
import { confirmEmail, type EmailConfirmed } from './email-confirmation';
import { type PasswordTokenPurpose, readLink } from './password-tokens';
import { page, refusalMessage, refusedForm, tokenOf } from './sign-in-pages';

/**
 * Where a confirmed address goes on: a new email back to Account Settings; a sign-up to the page
 * she signed up from, her booking (with its selections) when that was /book.
 */
function confirmedNext(done: EmailConfirmed): { href: string; label: string } {
  if (done.kind === 'changed') return { href: '/account', label: 'Back to Account Settings' };
  const href = done.continueTo ?? '/';
  const booking = new URL(href, 'http://site.invalid').pathname === '/book';
  return { href, label: booking ? 'Continue to your booking' : 'Continue to the website' };
}

/**
 * The emailed links: asking for a password reset link, choosing a new password with it (or
 * with an invitation), and confirming an email address. The forms are the built-in provider's
 * pages, like the sign-in form's.
 */
export const emailLinkRoutes: RouteSpec[] = [
  builtInOnly(
    defineRoute({
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
  ),
  builtInOnly(
    defineRoute({
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
  ),
  builtInOnly(
    defineRoute({
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
          if (!(error instanceof AppError) || error.status !== 422) throw error;
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
  ),
  defineRoute({
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
  defineRoute({
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
        if (!(error instanceof AppError) || ![409, 422].includes(error.status)) throw error;
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
        next: confirmedNext(done),
      });
    },
  }),
];
