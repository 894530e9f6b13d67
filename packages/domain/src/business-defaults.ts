import { envList } from './env';

/**
 * The business's own details before Business Settings has any: the brand's name and contact
 * addresses. No TypeBox here, so the public pages read them too (the logo before /api/site answers).
 */

/** The brand's full name: Business Settings' first-run name (BUSINESS_NAME unset) and the emails' sender. */
export const DEFAULT_BUSINESS_NAME = 'Bridal Beauty South Sound';

/** STAFF_EMAILS: who hears about new bookings, requests and messages (the team's inbox). */
export function staffEmailsOf(env: Record<string, string | undefined>): string[] {
  return envList(env.STAFF_EMAILS, ['staff@bridalbeauty.example']);
}

/** BUSINESS_NAME, or the brand's full name when it is unset or blank. */
export function businessNameOf(env: Record<string, string | undefined>): string {
  return env.BUSINESS_NAME?.trim() || DEFAULT_BUSINESS_NAME;
}

/** CONTACT_EMAILS unset: the address on /contact, and the one that also receives bookings. */
const DEFAULT_CONTACT_EMAILS: readonly [string, string] = [
  'hello@bridalbeauty.example',
  'bookings@bridalbeauty.example',
];

/** CONTACT_EMAILS ('a, b') as the two contact addresses: a single address serves as both. */
export function contactEmailsOf(env: Record<string, string | undefined>): [string, string] {
  const contact = envList(env.CONTACT_EMAILS, [...DEFAULT_CONTACT_EMAILS]);
  return [contact[0]!, contact[1] ?? contact[0]!];
}
