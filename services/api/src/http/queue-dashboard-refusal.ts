import { toasts } from '@beauty/domain/messages';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { brandFontCss } from '../features/auth/brand-fonts';
import { currentBusinessSettings } from '../features/business-settings/business-settings.service';

/**
 * What a browser gets at /admin/queues when its visitor is signed in but not an admin: the
 * site's Access Denied (the words of the web app's admin pages, from @beauty/domain) in the look
 * of the server's other pages, the sign-in pages (login-page.ts), instead of a bare JSON 403.
 * bull-board's page is never built for her, so nothing of the queues is in it.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Where the web app's Access Denied sends her: her own dashboard (the admin panel's is '/' too). */
const HOME = { href: '/', label: 'Back to Dashboard' };

export function renderAccessDeniedPage(businessName: string, fontCss = ''): string {
  const name = escapeHtml(businessName);
  const { title, description } = toasts.accessDenied;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#f8f3ee">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${name}</title>
<style>
  ${fontCss}
  :root { --ivory:#fbf8f4; --ink:#2f2530; --muted:#6b5d66; --line:#e7dcd4; }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; display:flex; align-items:center; justify-content:center; padding:24px 16px;
    font:16px/1.55 "Jost", "Helvetica Neue", Arial, sans-serif; color:var(--ink);
    background: radial-gradient(circle at 15% 10%, #f6e7e2 0, transparent 45%), radial-gradient(circle at 85% 90%, #f3ead9 0, transparent 40%), var(--ivory); }
  main { width:100%; max-width:440px; }
  .brand { display:block; text-align:center; font-family:"Cormorant Garamond", Georgia, "Times New Roman", serif; font-size:1.6rem;
    letter-spacing:.04em; color:var(--ink); text-decoration:none; margin-bottom:20px; }
  .card { background:#fff; border:1px solid var(--line); border-radius:18px; padding:32px 28px; box-shadow:0 18px 40px -24px rgba(47,37,48,.35); text-align:center; }
  h1 { font-family:"Cormorant Garamond", Georgia, serif; font-weight:600; font-size:2rem; line-height:1.15; margin:0 0 6px; }
  .intro { color:var(--muted); margin:0 0 22px; }
  .button-link { display:inline-block; width:100%; padding:13px 18px; border-radius:999px; font-weight:500; letter-spacing:.03em;
    color:#fff; background:linear-gradient(135deg,#3a2d38,#5b4352); text-decoration:none; }
  .button-link:hover { background:linear-gradient(135deg,#2f2530,#4a3644); }
  a:focus-visible { outline:3px solid rgba(176,141,87,.6); outline-offset:2px; }
</style>
</head>
<body>
<main>
  <a class="brand" href="/">${name}</a>
  <div class="card">
    <h1>${escapeHtml(title)}</h1>
    <p class="intro">${escapeHtml(description)}</p>
    <a class="button-link" href="${HOME.href}">${HOME.label}</a>
  </div>
</main>
</body>
</html>`;
}

/** Answers the request with the Access Denied page, status 403, named after the business. */
export async function accessDeniedPage(ctx: Context, deps: AppDeps) {
  const { businessName } = await currentBusinessSettings(deps);
  ctx.status = 403;
  ctx.type = 'html';
  ctx.body = renderAccessDeniedPage(businessName, brandFontCss(deps.config.frontendDist));
}
