import { toasts } from '@beauty/domain/messages';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { Forbidden, Unauthorized } from '../errors';
import { brandFontCss } from '../features/auth/brand-fonts';
import { currentBusinessSettings } from '../features/business-settings/business-settings.service';
import { serverPage } from './server-page';
import type { SessionUser } from './session';

/**
 * How the server's own pages behind a role (the queue dashboard, the API's description) refuse
 * someone: a browser opening one is answered as the web app's admin pages answer, signed out sent
 * to sign in and back, signed in below the role shown the site's Access Denied (403); API clients
 * and writes get the JSON 401 or 403, as everywhere else in the API.
 */

/**
 * Whether the request is a browser opening a page: a GET (or HEAD) that prefers HTML to JSON.
 * bull-board's own calls ask for JSON, and a client that states no preference gets JSON too.
 */
export const opensPage = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.accepts('json', 'html') === 'html';

/** Where the web app's Access Denied sends her: her own dashboard (the admin panel's is '/' too). */
const HOME = { href: '/', label: 'Back to Dashboard' };

/** The site's Access Denied (the web app's words, from @beauty/domain) in the look of the sign-in pages. */
export function renderAccessDeniedPage(businessName: string, fontCss = ''): string {
  const { title, description } = toasts.accessDenied;
  return serverPage({
    title,
    businessName,
    fontCss,
    heading: title,
    intro: description,
    content: `<a class="button-link" href="${HOME.href}">${HOME.label}</a>`,
    css: '\n  .card { text-align:center; }',
  });
}

/**
 * Refuses the request's visitor a page she may not have (the caller has checked her role). The
 * page itself is never built for her, so nothing of it is in the answer.
 */
export async function refusePage(ctx: Context, deps: AppDeps): Promise<void> {
  const user = ctx.state.user as SessionUser | null;
  if (!opensPage(ctx)) throw user ? new Forbidden() : new Unauthorized();
  // The answer depends on who asks: never kept for whoever uses the browser next.
  ctx.set('Cache-Control', 'no-store');
  if (!user) {
    // A path this server matched, built from the path (not the request line); the sign-in side
    // checks it again (safeRedirect).
    return ctx.redirect(`/api/login?redirect=${encodeURIComponent(`${ctx.path}${ctx.search}`)}`);
  }
  const { businessName } = await currentBusinessSettings(deps);
  ctx.status = 403;
  ctx.type = 'html';
  ctx.body = renderAccessDeniedPage(businessName, brandFontCss(deps.config.frontendDist));
}
