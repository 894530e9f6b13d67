import { authUser } from '@beauty/domain/schemas/user';
import { defineRoute, htmlPage, type RouteSpec, redirect as redirectAnswer } from '../../http/routes';
import { endSession } from '../../http/session';
import { authUserOf } from './email-confirmation';
import { takeHandoff } from './handoff';
import { completeOidcLogin, signOutDestination } from './oidc';
import { OidcSignInRefused } from './oidc-provider';
import { oidcRefusedPage, signIn } from './sign-in-pages';

/**
 * The session's ends: the return from the OpenID Connect provider that starts one, signing out,
 * and the signed-in user the frontend asks for.
 */
export const authSessionRoutes: RouteSpec[] = [
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
