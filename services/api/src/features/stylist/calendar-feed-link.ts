/**
 * The address of a stylist's calendar feed: shown again at any time, reset to retire the old
 * one, and the token read back to its owner when a calendar asks for the feed.
 */
import { createHmac } from 'node:crypto';
import type { CalendarFeed } from '@beauty/domain/schemas/staff-bookings';
import { hashToken } from '@beauty/server/tokens';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { calendarFeedCreatedAt, calendarFeedOwner, upsertCalendarFeed } from './stylist.repository';

/**
 * The calendar feed's token is derived (HMAC of the user and the feed's creation time) rather
 * than stored, so the address can be shown again at any time while only its hash is kept;
 * resetting the link changes the creation time, which retires the old address.
 */
function feedToken(secret: string, userId: string, createdAt: Date): string {
  return createHmac('sha256', secret)
    .update(`calendar-feed:${userId}:${createdAt.toISOString()}`)
    .digest('base64url');
}

function feedAnswer(deps: Pick<AppDeps, 'config'>, userId: string, createdAt: Date): CalendarFeed {
  const token = feedToken(deps.config.sessionSecret, userId, createdAt);
  return {
    url: new URL(`/api/calendar/${token}.ics`, deps.config.publicUrl).toString(),
    createdAt: createdAt.toISOString(),
  };
}

async function writeFeed(deps: Pick<AppDeps, 'knex' | 'config'>, userId: string): Promise<CalendarFeed> {
  // Whole milliseconds, so the creation time read back derives the same token.
  const createdAt = new Date(Math.floor(Date.now()));
  const tokenHash = hashToken(feedToken(deps.config.sessionSecret, userId, createdAt));
  await upsertCalendarFeed(deps.knex, userId, tokenHash, createdAt);
  return feedAnswer(deps, userId, createdAt);
}

export async function calendarFeedOf(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  user: SessionUser,
): Promise<CalendarFeed> {
  const createdAt = await calendarFeedCreatedAt(deps.knex, user.id);
  return createdAt ? feedAnswer(deps, user.id, createdAt) : writeFeed(deps, user.id);
}

export const rotateCalendarFeed = (deps: Pick<AppDeps, 'knex' | 'config'>, user: SessionUser) =>
  writeFeed(deps, user.id);

/** The user a feed token belongs to, or null (an unknown or retired token). */
export async function feedOwner(deps: Pick<AppDeps, 'knex'>, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return calendarFeedOwner(deps.knex, hashToken(token));
}
