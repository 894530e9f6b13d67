import type { Knex } from 'knex';
import { usableLinkOf } from './link-tokens.repository';

/**
 * Emails that carry a one-time link (a password reset, an invitation, an email confirmation).
 * The secret is minted when the email is sent (pipeline/email.ts `sendDelivery`): the render, stored in
 * email_deliveries, holds LINK_TOKEN_SLOT where the token goes, so neither the event, the job nor
 * the stored email holds a usable link; the link's row keeps only the hash of the token last sent.
 */
export const LINK_TOKEN_SLOT = '{one-time-link-token}';

/** The address of a link page with the token's slot, e.g. linkUrl(publicUrl, '/api/login/reset'). */
export const linkUrl = (publicUrl: string, path: string) => `${publicUrl}${path}?token=${LINK_TOKEN_SLOT}`;

export interface LinkRecipient {
  tokenId: string;
  /** The account's current address, or the new one a change link confirms. */
  email: string;
  currentEmail: string;
  firstName: string | null;
}

/** A link's row with its account, while it can still be used; null when it was used up or expired. */
export async function loadLink(
  db: Knex,
  tokenId: string,
  userId: string,
  purpose: 'reset' | 'invite' | 'verify-email',
): Promise<LinkRecipient | null> {
  const row = await usableLinkOf(db, tokenId, userId, purpose);
  if (!row) return null;
  return {
    tokenId: row.tokenId,
    email: row.linkEmail ?? row.email,
    currentEmail: row.email,
    firstName: row.firstName,
  };
}
