import { businessNameOf, contactEmailsOf } from './business-defaults';
import { PAYMENT_METHODS, type PaymentMethod } from './catalog';
import { DEFAULT_DEPOSIT_PERCENTS } from './pricing';
import type { BusinessSettingsDocument } from './schemas/business-settings';
import { SOCIAL_NETWORKS, type SocialNetwork } from './schemas/business-settings';
import { CANCELLATION_WINDOW_HOURS } from './slots';

const NO_REPLY = 'no-reply@bridalbeauty.example';

/**
 * The sender of every email: MAIL_FROM when it gives a name ('Name <address>'); else the
 * business's name (BUSINESS_NAME, the brand's full name unless set) at MAIL_FROM's address (the
 * no-reply address unless set), so the From name is the name the emails sign with ('Bridal
 * Beauty South Sound <no-reply@bridalbeauty.example>'), not a shorter copy of it.
 */
export function mailFromOf(env: Record<string, string | undefined>): string {
  const address = mailFromAddressOf(env);
  if (address === null) return env.MAIL_FROM!.trim();
  return senderNamed(businessNameOf(env), address);
}

/**
 * The address the business's emails go from, when their name is the business's (MAIL_FROM a bare
 * address, or unset); null when MAIL_FROM names the sender itself, which then stays as it is.
 */
export function mailFromAddressOf(env: Record<string, string | undefined>): string | null {
  const set = env.MAIL_FROM?.trim();
  if (!set) return NO_REPLY;
  return set.includes('<') ? null : set;
}

/** `address` under a business's name (the worker uses the name Business Settings has when it sends). */
export function senderNamed(name: string, address: string = NO_REPLY): string {
  // A display name with specials (a comma, a dot, quotes) goes in quotes (RFC 5322 phrase).
  const display = /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${display} <${address}>`;
}

/**
 * The settings a new installation starts from: the BUSINESS_* and CONTACT_EMAILS variables,
 * read once to seed the business_settings row; from then on the owner edits them in the app.
 */
export function businessSettingsDefaults(env: Record<string, string | undefined>): BusinessSettingsDocument {
  const contactEmails = contactEmailsOf(env);
  return {
    businessName: businessNameOf(env),
    phone: env.BUSINESS_PHONE?.trim() || '',
    contactEmails,
    paymentHandles: {
      cashapp: env.BUSINESS_CASHAPP_HANDLE?.trim() || '$BridalBeautySS',
      venmo: env.BUSINESS_VENMO_HANDLE?.trim() || '@BridalBeautySS',
      applepay: env.BUSINESS_APPLEPAY_HANDLE?.trim() || contactEmails[1]!,
    },
    depositPercents: { ...DEFAULT_DEPOSIT_PERCENTS },
    cancellationHours: CANCELLATION_WINDOW_HOURS,
    socialLinks: { instagram: '', facebook: '', tiktok: '', pinterest: '', youtube: '' },
    privacyPolicy: '',
    termsOfService: '',
  };
}

/** The methods a customer may choose: those the business gave a handle for, in the catalog's order. */
export function offeredPaymentMethods(handles: Readonly<Record<PaymentMethod, string>>): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => handles[method]?.trim());
}

/** The social links that are set, in the footer's order (an empty one shows nothing). */
export function setSocialLinks(
  links: Readonly<Record<SocialNetwork, string>>,
): Array<{ network: SocialNetwork; url: string }> {
  return SOCIAL_NETWORKS.filter((network) => links[network]?.trim()).map((network) => ({
    network,
    url: links[network].trim(),
  }));
}

/**
 * What an edit changed, field by field (nested fields as 'paymentHandles.venmo', a list as a
 * whole), for the audit trail. Long texts are recorded by length only, not copied.
 */
export function settingsChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): Array<{ field: string; from: unknown; to: unknown }> {
  const changes: Array<{ field: string; from: unknown; to: unknown }> = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const field = prefix ? `${prefix}.${key}` : key;
    const from = before[key];
    const to = after[key];
    if (isPlainObject(from) && isPlainObject(to)) {
      changes.push(...settingsChanges(from, to, field));
    } else if (JSON.stringify(from) !== JSON.stringify(to)) {
      changes.push({ field, from: summarised(from), to: summarised(to) });
    }
  }
  return changes;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const LONG_TEXT = 200;
function summarised(value: unknown): unknown {
  return typeof value === 'string' && value.length > LONG_TEXT ? `(${value.length} characters)` : value;
}

/** The sentence about changing a booking online, for the window the owner set. */
export function cancellationPolicyText(hours: number): string {
  return hours > 0
    ? `You can cancel or reschedule free of charge until ${hours} hours before your appointment. After that, please contact us.`
    : 'You can cancel or reschedule free of charge until your appointment starts.';
}

export function cancelTooLateText(hours: number): string {
  return `This appointment starts in less than ${hours} hours, so it can no longer be changed online. Please contact us.`;
}

/** Under a chosen time inside the window: once booked (or moved to), it is past changing online. */
export function lateTimeText(hours: number, action: 'book' | 'move'): string {
  return `This time is less than ${hours} hours away: once you ${action === 'book' ? 'book' : 'move to'} it, the booking can no longer be changed or cancelled online.`;
}
