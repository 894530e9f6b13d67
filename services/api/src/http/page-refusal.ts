import { toasts } from '@beauty/domain/messages';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { brandFontCss } from '../features/auth/brand-fonts';
import { currentBusinessSettings } from '../features/business-settings/business-settings.service';
import { serverPage } from './server-page';

/**
 * What a browser gets at /admin/queues when its visitor is signed in but not an admin: the
 * site's Access Denied (the words of the web app's admin pages, from @beauty/domain) in the look
 * of the server's other pages, the sign-in pages (login-page.ts), instead of a bare JSON 403.
 * bull-board's page is never built for her, so nothing of the queues is in it.
 */

/** Where the web app's Access Denied sends her: her own dashboard (the admin panel's is '/' too). */
const HOME = { href: '/', label: 'Back to Dashboard' };

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

/** Answers the request with the Access Denied page, status 403, named after the business. */
export async function accessDeniedPage(ctx: Context, deps: AppDeps) {
  const { businessName } = await currentBusinessSettings(deps);
  ctx.status = 403;
  ctx.type = 'html';
  ctx.body = renderAccessDeniedPage(businessName, brandFontCss(deps.config.frontendDist));
}
