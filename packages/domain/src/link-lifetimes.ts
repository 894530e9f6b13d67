/**
 * How long each one-time emailed link works: the API sets its expiry from these, and the emails
 * say it in words. A password reset ('forgot password') lasts an hour; an invitation to set the
 * first password of an account made without one lasts a week, the time a client may take to open
 * her email; a confirmation of an email address (a new account's, or the new address she asked
 * for) lasts a day.
 */
export const LINK_LIFETIME_HOURS = {
  reset: 1,
  invite: 7 * 24,
  'verify-email': 24,
} as const;

/** What a one-time link is for. */
export type LinkPurpose = keyof typeof LINK_LIFETIME_HOURS;

const HOUR_MS = 60 * 60 * 1000;

/** How long a link of `purpose` works, in ms. */
export function linkLifetimeMs(purpose: LinkPurpose): number {
  return LINK_LIFETIME_HOURS[purpose] * HOUR_MS;
}

/** A lifetime of whole hours as the emails say it: 'one hour', '24 hours', '7 days'. */
export function lifetimeWords(hours: number): string {
  if (hours === 1) return 'one hour';
  if (hours > 24 && hours % 24 === 0) return `${hours / 24} days`;
  return `${hours} hours`;
}

/** How long a link of `purpose` works, as the emails say it ('within 24 hours'). */
export function linkLifetimeWords(purpose: LinkPurpose): string {
  return lifetimeWords(LINK_LIFETIME_HOURS[purpose]);
}
