import { oidcMessages } from '@beauty/domain/account-messages';
import { MIN_LENGTHS } from '@beauty/domain/limits';
import { escapeHtml, serverPage } from '../../http/server-page';

/**
 * The built-in sign-in provider's pages, rendered on the server (sign-in is a full-page
 * navigation, spec 000 section 1). No scripts: the CSP allows none inline, and none is needed.
 */
export type LoginView = 'signin' | 'register' | 'forgot' | 'reset' | 'message' | 'confirm-email';

export interface LoginPageModel {
  view: LoginView;
  businessName: string;
  /** @font-face rules for the brand fonts of the built web app, when it is there. */
  fontCss?: string;
  redirect: string;
  data: string | null;
  error?: string | null;
  notice?: string | null;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  resetToken?: string;
  /** An invitation sets a first password; a reset replaces one. */
  resetPurpose?: 'reset' | 'invite';
  /** What a confirmation link's page asks (its button posts `resetToken`); none once it is done. */
  confirmIntro?: string;
  /** The landing form's contact hand-off (a token), kept through every form and link. */
  handoff?: string | null;
  /** A sign-in at the OpenID Connect provider that did not sign her in: the message offers 'Try again'. */
  retry?: boolean;
  /** Where a done confirmation goes on to, and the link's words (the website's home unless told). */
  next?: { href: string; label: string };
}

function hidden(model: LoginPageModel) {
  return [
    `<input type="hidden" name="redirect" value="${escapeHtml(model.redirect)}">`,
    model.data ? `<input type="hidden" name="data" value="${escapeHtml(model.data)}">` : '',
    model.handoff ? `<input type="hidden" name="handoff" value="${escapeHtml(model.handoff)}">` : '',
  ].join('');
}

function field(
  model: LoginPageModel,
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  opts: { required?: boolean; hint?: string } = {},
) {
  const error = model.fieldErrors?.[name];
  const value = type === 'password' ? '' : (model.values?.[name] ?? '');
  const describedBy = [error ? `${name}-error` : '', opts.hint ? `${name}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return `
    <div class="field">
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"
        ${opts.required === false ? '' : 'required'} ${error ? 'aria-invalid="true"' : ''} ${describedBy ? `aria-describedby="${describedBy}"` : ''}>
      ${opts.hint ? `<p class="hint" id="${name}-hint">${opts.hint}</p>` : ''}
      ${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
    </div>`;
}

function query(model: LoginPageModel, view?: string) {
  const params = new URLSearchParams();
  if (view) params.set('view', view);
  if (model.redirect && model.redirect !== '/') params.set('redirect', model.redirect);
  if (model.data) params.set('data', model.data);
  if (model.handoff) params.set('handoff', model.handoff);
  const s = params.toString();
  return s ? `?${s}` : '';
}

function body(model: LoginPageModel): { heading: string; intro: string; content: string } {
  const banner = [
    model.error ? `<div class="banner banner-error" role="alert">${escapeHtml(model.error)}</div>` : '',
    model.notice ? `<div class="banner banner-notice" role="status">${escapeHtml(model.notice)}</div>` : '',
  ].join('');
  switch (model.view) {
    case 'register':
      return {
        heading: 'Create your account',
        intro: 'Book services, track appointments and manage your details.',
        content: `${banner}
        <form method="post" action="/api/login/register" novalidate>
          ${hidden(model)}
          <div class="row">
            ${field(model, 'firstName', 'First name', 'text', 'given-name')}
            ${field(model, 'lastName', 'Last name', 'text', 'family-name', { required: false })}
          </div>
          ${field(model, 'email', 'Email', 'email', 'email')}
          ${field(model, 'phone', 'Phone', 'tel', 'tel', { required: false, hint: 'So your stylist can reach you about your booking.' })}
          ${field(model, 'password', 'Password', 'password', 'new-password', { hint: `At least ${MIN_LENGTHS.password} characters.` })}
          <button type="submit">Create account</button>
        </form>
        <p class="switch">Already have an account? <a href="/api/login${query(model)}">Sign in</a></p>`,
      };
    case 'forgot':
      return {
        heading: 'Reset your password',
        intro: "Enter your account's email and we'll send you a link to choose a new password.",
        content: `${banner}
        <form method="post" action="/api/login/forgot" novalidate>
          ${field(model, 'email', 'Email', 'email', 'email')}
          <button type="submit">Email me a reset link</button>
        </form>
        <p class="switch"><a href="/api/login${query(model)}">Back to sign in</a></p>`,
      };
    case 'reset':
      return {
        heading: model.resetPurpose === 'invite' ? 'Set your password' : 'Choose a new password',
        intro:
          model.resetPurpose === 'invite'
            ? `Pick a password of at least ${MIN_LENGTHS.password} characters to see and manage your bookings.`
            : `Pick a password of at least ${MIN_LENGTHS.password} characters.`,
        content: `${banner}
        <form method="post" action="/api/login/reset" novalidate>
          <input type="hidden" name="token" value="${escapeHtml(model.resetToken ?? '')}">
          ${field(model, 'password', model.resetPurpose === 'invite' ? 'Password' : 'New password', 'password', 'new-password', { hint: `At least ${MIN_LENGTHS.password} characters.` })}
          <button type="submit">${model.resetPurpose === 'invite' ? 'Save password' : 'Save new password'}</button>
        </form>
        <p class="switch"><a href="/api/login">Back to sign in</a></p>`,
      };
    case 'confirm-email':
      return {
        heading: 'Confirm your email',
        intro: model.confirmIntro ?? '',
        content: model.confirmIntro
          ? `${banner}
        <form method="post" action="/api/login/verify" novalidate>
          <input type="hidden" name="token" value="${escapeHtml(model.resetToken ?? '')}">
          <button type="submit">Confirm my email</button>
        </form>
        <p class="switch">Didn't create an account with us? Close this page; nothing changes.</p>`
          : `${banner}<p class="switch"><a class="button-link" href="${escapeHtml(model.next?.href ?? '/')}">${escapeHtml(model.next?.label ?? 'Continue to the website')}</a></p>`,
      };
    case 'message':
      if (model.retry)
        return {
          heading: oidcMessages.heading,
          intro: '',
          content: `${banner}<p class="switch"><a class="button-link" href="/api/login${query(model)}">${oidcMessages.tryAgain}</a></p>`,
        };
      return {
        heading: 'Check your inbox',
        intro: '',
        content: `${banner}<p class="switch"><a class="button-link" href="/api/login${query(model)}">Back to sign in</a></p>
        <p class="switch"><a href="/api/login${query(model, 'forgot')}">Need a new link?</a></p>`,
      };
    default:
      return {
        heading: 'Welcome back',
        intro: 'Sign in to book and manage your appointments.',
        content: `${banner}
        <form method="post" action="/api/login" novalidate>
          ${hidden(model)}
          ${field(model, 'email', 'Email', 'email', 'username')}
          ${field(model, 'password', 'Password', 'password', 'current-password')}
          <button type="submit">Sign in</button>
        </form>
        <p class="switch"><a href="/api/login${query(model, 'forgot')}">Forgot your password?</a></p>
        <p class="switch">New here? <a href="/api/login${query(model, 'register')}">Create an account</a></p>`,
      };
  }
}

/** The sign-in pages' own rules: form fields, errors, banners, the links below. */
const FORM_CSS = `
  .field { margin-bottom:16px; }
  .row { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
  @media (max-width:400px) { .row { grid-template-columns:1fr; } }
  label { display:block; font-weight:500; font-size:.92rem; margin-bottom:6px; }
  input { width:100%; padding:12px 14px; border:1px solid #d9cbc2; border-radius:10px; font:inherit; background:#fffdfb; color:var(--ink); }
  input:focus-visible { outline:3px solid rgba(176,141,87,.45); outline-offset:1px; border-color:var(--gold); }
  input[aria-invalid="true"] { border-color:var(--error); }
  .hint { margin:6px 0 0; font-size:.85rem; color:var(--muted); }
  .error { margin:6px 0 0; font-size:.88rem; color:var(--error); }
  .switch { text-align:center; margin:6px 0 0; color:var(--muted); font-size:.95rem; }
  .switch a:not(.button-link) { display:inline-block; padding:12px 6px; color:#7d4f45; }
  .banner { border-radius:10px; padding:12px 14px; margin-bottom:18px; font-size:.95rem; }
  .banner-error { background:#fbeceb; color:var(--error); border:1px solid #f0c9c5; }
  .banner-notice { background:#f4efe4; color:#5b4a2c; border:1px solid #e6d9bd; }
  .back { display:block; text-align:center; margin-top:6px; padding:12px 0; color:var(--muted); font-size:.9rem; }`;

export function renderLoginPage(model: LoginPageModel): string {
  const { heading, intro, content } = body(model);
  return serverPage({
    title: heading,
    businessName: model.businessName,
    fontCss: model.fontCss,
    heading,
    intro,
    content,
    after: '\n  <a class="back" href="/">← Back to the website</a>',
    css: FORM_CSS,
  });
}
