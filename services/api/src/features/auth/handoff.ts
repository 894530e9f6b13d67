import { profileFill, splitFullName } from '@beauty/domain/contact-details';
import type { ContactHandoffInput } from '@beauty/domain/schemas/user';
import { hashToken, newToken } from '@beauty/server/tokens';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { blankToNull } from '../../lib/text';
import {
  deleteHandoff,
  handoffInDate,
  insertHandoff,
  profileOf,
  updateProfile,
  userEmail,
} from './auth.repository';

/**
 * The landing form's contact details on their way through sign-in. The browser posts them here
 * and carries only the token in the sign-in address, so no access log keeps a bride's name,
 * email or phone; the row lives half an hour and goes once an account has taken it.
 */
const HANDOFF_TTL_MS = 30 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export interface HandoffContact {
  firstName: string;
  lastName: string | null;
  email: string;
  phone: string | null;
}

/** Keep the details for the sign-in page; the token is what the address carries. */
export async function createHandoff(
  deps: Pick<AppDeps, 'knex'>,
  input: ContactHandoffInput,
): Promise<string> {
  const token = newToken();
  const { firstName, lastName } = splitFullName(input.name);
  await insertHandoff(deps.knex, {
    tokenHash: hashToken(token),
    firstName,
    lastName,
    email: input.email.trim(),
    phone: blankToNull(input.phone),
    expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
  });
  return token;
}

/** How a hand-off is stored and found: its token's hash (null for a malformed token). */
export const handoffHash = (token: string | null | undefined) =>
  token && TOKEN_SHAPE.test(token) ? hashToken(token) : null;

/** The details behind a token still in date, or null (unknown, expired, malformed). */
export function readHandoff(db: Knex | Knex.Transaction, token: string | null | undefined) {
  return readHandoffByHash(db, handoffHash(token));
}

async function readHandoffByHash(
  db: Knex | Knex.Transaction,
  hash: string | null,
): Promise<HandoffContact | null> {
  if (!hash) return null;
  return (await handoffInDate(db, hash)) ?? null;
}

/** Fill the empty name and phone fields of a profile; what she saved stays. */
export async function fillProfile(
  db: Knex | Knex.Transaction,
  userId: string,
  contact: Pick<HandoffContact, 'firstName' | 'lastName' | 'phone'>,
): Promise<void> {
  const profile = await profileOf(db, userId);
  if (!profile) return;
  const fill = profileFill(profile, contact);
  if (Object.keys(fill).length > 0) await updateProfile(db, userId, fill);
}

/**
 * At sign-in: the hand-off fills her profile's gaps when it is about her (the same email, so a
 * link someone else prepared cannot write into her profile), and is used up either way.
 */
export async function takeHandoff(
  deps: Pick<AppDeps, 'knex'>,
  userId: string,
  hash: string | null,
): Promise<void> {
  const contact = await readHandoffByHash(deps.knex, hash);
  if (!contact || !hash) return;
  await deps.knex.transaction(async (trx) => {
    const user = await userEmail(trx, userId);
    if (user && user.email.trim().toLowerCase() === contact.email.trim().toLowerCase()) {
      await fillProfile(trx, userId, contact);
    }
    await deleteHandoff(trx, hash);
  });
}

/** Signed in already on the landing page: her details fill her profile's gaps straight away. */
export async function fillProfileFromLanding(
  deps: Pick<AppDeps, 'knex'>,
  userId: string,
  input: ContactHandoffInput,
): Promise<void> {
  const { firstName, lastName } = splitFullName(input.name);
  await fillProfile(deps.knex, userId, { firstName, lastName, phone: blankToNull(input.phone) });
}
