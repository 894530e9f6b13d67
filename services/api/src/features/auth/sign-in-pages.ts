/**
 * What the sign-in routes share: reading a form's fields, rendering a sign-in page, answering
 * a form's refusals on its own page, and signing in on a fresh session.
 */
import { signInPageMessages } from '@beauty/domain/account-messages';
import type { FieldError } from '@beauty/domain/validation';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import type { AppError } from '../../errors';
import type { RouteContext } from '../../http/routes';
import { endSession, startSession } from '../../http/session';
import { currentBusinessSettings } from '../business-settings/business-settings.service';
import { brandFontCss } from './brand-fonts';
import { type HandoffContact, handoffHash } from './handoff';
import { type LoginPageModel, type LoginView, renderLoginPage } from './login-page';
import type { OidcSignInRefused } from './oidc-provider';
import { landingTarget, safeData, safeRedirect } from './redirect';

export type Form = Record<string, unknown>;

/** A form field as text: a crafted post may send a field twice (an array) or with brackets (an object). */
export const text = (form: unknown, key: string): string | undefined => {
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
export async function page(
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

export function formContext(deps: AppDeps, form: unknown) {
  return {
    redirect: safeRedirect(text(form, 'redirect'), deps.config.publicUrl),
    data: safeData(text(form, 'data')),
    handoff: handoffOf(form),
  };
}

const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));
export const values = (form: unknown) => ({
  email: text(form, 'email') ?? '',
  firstName: text(form, 'firstName') ?? '',
  lastName: text(form, 'lastName') ?? '',
  phone: text(form, 'phone') ?? '',
});

/** The sign-in forms filled in from the landing form's details. */
export const handoffValues = (contact: HandoffContact | null) =>
  contact
    ? {
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName ?? '',
        phone: contact.phone ?? '',
      }
    : undefined;

/** Sign in on a fresh session id (never reuse one from before sign-in), then go to the target. */
export async function signIn(
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
export async function oidcRefusedPage(
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
export function refusalMessage(refusal: AppError): string {
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
export const refusedForm =
  (view: LoginView) =>
  async ({ ctx, deps, body }: Pick<RouteContext<unknown>, 'ctx' | 'deps' | 'body'>, refusal: AppError) => {
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
export const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
