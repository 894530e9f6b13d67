import { createHash } from 'node:crypto';
import { findService } from '@beauty/domain/catalog';
import { buildCalendar } from '@beauty/domain/ics';
import { addDays, formatSlot, todayInBusinessZone } from '@beauty/domain/slots';
import { COUNTED_BOOKING_STATUSES } from '@beauty/domain/status';
import { localTimeOf, zonedInstant } from '@beauty/domain/zoned-time';
import { clientContactColumns } from '@beauty/server/bookings/booking-rows';
import { fullName } from '@beauty/server/bookings/booking-views';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../http/errors';
import { currentBusinessSettings } from '../business-settings/business-settings.service';
import { feedOwner } from './calendar-feed-link';

const FEED_DAYS_BACK = 30;

/** The domain of MAIL_FROM, so feed entries share their UID with the emailed .ics files. */
const uidDomain = (mailFrom: string) => mailFrom.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'bridalbeauty.local';

interface FeedBlock {
  kind: 'appointment' | 'time-off';
  bookingId: string | null;
  role: 'lead' | 'assist' | null;
  note: string | null;
  heldFrom: Date;
  heldUntil: Date;
  serviceStart: Date | null;
  serviceEnd: Date | null;
  members: Array<{ label: string; minutes: number; startsAt: string }>;
  blockCreatedAt: Date;
  eventType: string | null;
  status: string | null;
  location: string | null;
  serviceAreaName: string | null;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  specialNotes: string | null;
  updatedAt: Date | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  email: string | null;
  clientPhone: string | null;
}

const at = (instant: Date) => formatSlot(localTimeOf(instant));

/** The stylist's blocks the feed shows (from `since`), with their bookings, clients and areas. */
function feedRows(knex: Knex, userId: string, since: Date) {
  return knex('stylist_blocks as k')
    .leftJoin('bookings as b', 'b.id', 'k.bookingId')
    .leftJoin('users as c', 'c.id', 'b.customerId')
    .leftJoin('service_areas as area', 'area.id', 'b.serviceAreaId')
    .where('k.stylistId', userId)
    .whereRaw('upper(k.held) >= ?', [since.toISOString()])
    .where((q) =>
      q
        .where((off) => off.where('k.kind', 'time-off').where('k.active', true))
        .orWhere((appointment) =>
          appointment.where('k.kind', 'appointment').whereIn('b.status', COUNTED_BOOKING_STATUSES),
        ),
    );
}

/**
 * The feed's revision: a digest of the versions (xmin) of every row it is built from, found in the
 * database without sending them (a few ms for ~700 events). Any write to one of them (a block
 * held, moved or let go, a booking changed, confirmed or rescheduled, a client's name, an area's)
 * gives its row a new xmin, a row leaving the feed changes the set: so the revision changes
 * whenever the text could. SEQUENCE is read from outbox events written in the same transaction
 * as the booking's change.
 */
async function feedRevision(knex: Knex, userId: string, since: Date): Promise<string> {
  const row = await feedRows(knex, userId, since)
    .select(
      knex.raw('count(*) as n'),
      knex.raw(
        `md5(coalesce(string_agg(concat_ws(':', k.id, k.xmin, b.xmin, c.xmin, area.xmin), ',' order by k.id), '')) as digest`,
      ),
    )
    .first();
  return `${row?.n ?? 0}.${row?.digest ?? ''}`;
}

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
  const rows: FeedBlock[] = await feedRows(knex, userId, since)
    .orderByRaw('lower(k.held)')
    .select(
      'k.kind',
      'k.bookingId',
      'k.role',
      'k.note',
      'k.members',
      'k.createdAt as blockCreatedAt',
      knex.raw('lower(k.held) as held_from'),
      knex.raw('upper(k.held) as held_until'),
      knex.raw('lower(k.service) as service_start'),
      knex.raw('upper(k.service) as service_end'),
      'b.eventType',
      'b.status',
      'b.location',
      'area.name as serviceAreaName',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'b.specialNotes',
      'b.updatedAt',
      ...clientContactColumns(knex, 'b', 'c'),
      'c.email',
    );
  const bookingIds = rows.flatMap((r) => (r.bookingId ? [r.bookingId] : []));
  // SEQUENCE as the emailed files count it: one per reschedule and confirmation, so a calendar
  // holding both the email's file and the feed keeps the newest version of each appointment.
  const sequences = new Map<string, number>(
    bookingIds.length
      ? (
          await knex('outbox_events')
            .where({ entityType: 'booking' })
            // One array parameter, not one per booking.
            .whereRaw('entity_id = ANY(?::uuid[])', [bookingIds])
            .whereIn('type', ['booking.rescheduled', 'booking.confirmed'])
            .groupBy('entityId')
            .select('entityId')
            .count<Array<{ entityId: string; count: string }>>('id as count')
        ).map((r) => [r.entityId, Number(r.count)])
      : [],
  );
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
          stamp: new Date(b.blockCreatedAt),
          start: new Date(b.heldFrom),
          end: new Date(b.heldUntil),
          summary: b.note ? `Time off: ${b.note}` : 'Time off',
          status: 'CONFIRMED' as const,
        };
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
        sequence: sequences.get(b.bookingId as string) ?? 0,
        stamp: new Date(b.updatedAt ?? b.blockCreatedAt),
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
