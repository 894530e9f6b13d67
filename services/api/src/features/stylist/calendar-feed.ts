import { createHash } from 'node:crypto';
import { findService } from '@beauty/domain/catalog';
import { buildCalendar } from '@beauty/domain/ics';
import { addDays, formatSlot, todayInBusinessZone } from '@beauty/domain/slots';
import { localTimeOf, zonedInstant } from '@beauty/domain/zoned-time';
import { fullName } from '@beauty/server/bookings/booking-views';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import { currentBusinessSettings } from '../business-settings/business-settings.service';
import { feedOwner } from './calendar-feed-link';
import { calendarFeedBlocks, type FeedBlock, feedRevision } from './stylist.repository';

const FEED_DAYS_BACK = 30;

/** The domain of MAIL_FROM, so feed entries share their UID with the emailed .ics files. */
const uidDomain = (mailFrom: string) => mailFrom.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'bridalbeauty.local';

const at = (instant: Date) => formatSlot(localTimeOf(instant));

interface BuiltFeed {
  etag: string;
  body: string;
}

/**
 * The last text built for each stylist, per database (kept while its revision holds). Per API
 * process and bounded: a process builds a stylist's feed once per change, not once per fetch.
 */
const builtFeeds = new WeakMap<object, Map<string, BuiltFeed>>();
const BUILT_FEEDS_KEPT = 64;

function feedCache(knex: Knex): Map<string, BuiltFeed> {
  let cache = builtFeeds.get(knex);
  if (!cache) {
    cache = new Map();
    builtFeeds.set(knex, cache);
  }
  return cache;
}

/**
 * GET /api/calendar/{token}.ics: the stylist's feed with its ETag (a strong one: the same ETag is
 * the same bytes). Calendar apps send it back in If-None-Match, and the route answers 304; any
 * other fetch gets the text built for this revision, built again only when the revision moved.
 */
export async function calendarFeed(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  file: string,
): Promise<BuiltFeed> {
  const userId = await ownerOf(deps, file);
  const since = feedSince();
  const [revision, { businessName }] = await Promise.all([
    feedRevision(deps.knex, userId, since),
    currentBusinessSettings(deps),
  ]);
  const etag = `"${createHash('sha256')
    .update(
      [userId, since.toISOString(), revision, businessName, deps.config.publicUrl, deps.config.mailFrom].join(
        '\n',
      ),
    )
    .digest('base64url')
    .slice(0, 32)}"`;
  const cache = feedCache(deps.knex);
  const kept = cache.get(userId);
  if (kept?.etag === etag) {
    // Most recently used last: the first key is the one to drop when full.
    cache.delete(userId);
    cache.set(userId, kept);
    return kept;
  }
  const built = { etag, body: await buildFeed(deps, userId, since, businessName) };
  cache.delete(userId);
  cache.set(userId, built);
  if (cache.size > BUILT_FEEDS_KEPT) cache.delete(cache.keys().next().value as string);
  return built;
}

async function ownerOf(deps: Pick<AppDeps, 'knex'>, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const userId = token ? await feedOwner(deps, token) : null;
  if (!userId) throw new NotFound();
  return userId;
}

const feedSince = () => zonedInstant(addDays(todayInBusinessZone(), -FEED_DAYS_BACK), '00:00');

/**
 * When her part of an appointment last changed: the booking's last change (its time, status,
 * place, notes) or, if later, when her block was held (she was assigned, or her time placed again).
 */
function appointmentChangedAt(b: Pick<FeedBlock, 'updatedAt' | 'blockCreatedAt'>): Date {
  const held = new Date(b.blockCreatedAt);
  return b.updatedAt && new Date(b.updatedAt) > held ? new Date(b.updatedAt) : held;
}

/**
 * The feed's text: the stylist's own time (from 30 days ago) as a calendar apps can
 * subscribe to: each appointment she works on, from her start with the client to her end, with
 * whom she styles when and when to leave, and her time off. A plain calendar (no METHOD: not an
 * iTIP message), its descriptions plain text. The unguessable token in the address is the only
 * key; a reset link retires it (404).
 */
async function buildFeed(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  userId: string,
  since: Date,
  businessName: string,
): Promise<string> {
  const knex = deps.knex;
  const rows = await calendarFeedBlocks(knex, userId, since);
  const domain = uidDomain(deps.config.mailFrom);
  return buildCalendar({
    productId: `-//${businessName}//Stylist schedule//EN`,
    name: `${businessName} appointments`,
    refreshMinutes: 60,
    events: rows.map((b) => {
      if (b.kind === 'time-off')
        return {
          uid: `time-off-${new Date(b.heldFrom).getTime()}-${userId}@${domain}`,
          sequence: 0,
          // Time off is never edited (taken or removed), so it last changed when it was taken.
          stamp: new Date(b.blockCreatedAt),
          lastModified: new Date(b.blockCreatedAt),
          start: new Date(b.heldFrom),
          end: new Date(b.heldUntil),
          summary: b.note ? `Time off: ${b.note}` : 'Time off',
          status: 'CONFIRMED' as const,
        };
      const changed = appointmentChangedAt(b);
      const client = fullName(b.clientFirstName, b.clientLastName) ?? b.email ?? 'Client';
      const services = [
        b.bridalPackage && findService('bridal', b.bridalPackage)?.name,
        b.makeupService && findService('makeup', b.makeupService)?.name,
        b.hairService && findService('hair', b.hairService)?.name,
      ].filter(Boolean);
      const start = new Date(b.serviceStart ?? b.heldFrom);
      const travel = (start.getTime() - new Date(b.heldFrom).getTime()) / 60_000;
      return {
        uid: `booking-${b.bookingId}@${domain}`,
        // The booking's calendar SEQUENCE, as its latest emailed file has it: a calendar holding
        // both the email's file and the feed keeps the newest version of each appointment.
        sequence: b.calendarSequence ?? 0,
        // Without a METHOD, DTSTAMP too is the last revision (RFC 5545 3.8.7.2), the same instant.
        stamp: changed,
        lastModified: changed,
        start,
        end: new Date(b.serviceEnd ?? b.heldUntil),
        summary: `${client}: ${services.join(', ') || 'Appointment'}${b.role === 'assist' ? ' (assisting)' : ''}`,
        location: [b.location, b.serviceAreaName].filter(Boolean).join(', ') || null,
        description: [
          // Plain text: an address in angle brackets reads as an HTML tag to Google Calendar and Outlook.
          `Client: ${client}${b.email ? `, ${b.email}` : ''}${b.clientPhone ? `, ${b.clientPhone}` : ''}`,
          travel > 0 ? `Leave the studio by ${at(new Date(b.heldFrom))} (${travel} min travel)` : null,
          ...b.members.map((m) => `${at(new Date(m.startsAt))} ${m.label} (${m.minutes} min)`),
          b.eventType ? `Event: ${b.eventType}` : null,
          b.specialNotes ? `Notes: ${b.specialNotes}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        url: new URL('/stylist', deps.config.publicUrl).toString(),
        status: b.status === 'pending' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
      };
    }),
  });
}
