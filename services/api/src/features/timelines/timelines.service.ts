import { TIMELINE_LABELS } from '@beauty/domain/events';
import type { Timeline, TimelineEntityType } from '@beauty/domain/schemas/timeline';
import type { Role } from '@beauty/domain/status';
import { ACTIVE_BOOKING_STATUSES } from '@beauty/domain/status';
import { hashToken, safeEqual } from '@beauty/server/tokens';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import {
  appointmentBlocksOf,
  attachedInspirationPhoto,
  findTimelineEntity,
  timelineEntries,
  unfinishedEvent,
} from './timelines.repository';

interface EntityAccess {
  table: string;
  /** Column holding the hash of the anonymous submitter's tracking token. */
  tokenColumn?: string;
  /** Column naming the customer who owns the entity. */
  ownerColumn?: string;
  /**
   * Column naming the stylist assigned to the entity: a stylist sees it when it is theirs, or
   * when nobody has it yet and it is still active (claimable), as in their booking list.
   */
  stylistColumn?: string;
  /** The least role that sees every entity of this type. */
  staffRole: Exclude<Role, 'customer'>;
  /** Where the entity's status comes from, when its table has no `status` column. */
  status?: { column: string; of: (value: unknown) => string };
}

const ACCESS: Record<TimelineEntityType, EntityAccess> = {
  'contact-message': { table: 'contact_messages', tokenColumn: 'trackingTokenHash', staffRole: 'admin' },
  'consultation-request': {
    table: 'consultation_requests',
    tokenColumn: 'trackingTokenHash',
    staffRole: 'admin',
  },
  booking: { table: 'bookings', ownerColumn: 'customerId', stylistColumn: 'stylistId', staffRole: 'admin' },
  testimonial: { table: 'testimonials', staffRole: 'admin' },
  'stylist-application': { table: 'stylist_applications', staffRole: 'admin' },
  // Gallery images have no status column: public or private is their state.
  'gallery-image': {
    table: 'gallery_images',
    staffRole: 'admin',
    status: { column: 'isPublic', of: (isPublic) => (isPublic ? 'public' : 'private') },
  },
};

/**
 * Steps the customer is not shown: a stylist let go before another takes the booking would only
 * worry her (the next 'Stylist assigned' tells her who comes); the note the studio wrote her when
 * it cancelled is hers already, as 'A note from us' on her booking's page and in her email.
 */
const STAFF_ONLY_LABELS: ReadonlySet<string> = new Set([
  TIMELINE_LABELS.stylistUnassigned,
  TIMELINE_LABELS.noteToClient,
]);

function isStaff(user: SessionUser | null, role: EntityAccess['staffRole']) {
  if (!user) return false;
  return role === 'stylist' ? user.role === 'stylist' || user.role === 'admin' : user.role === 'admin';
}

/**
 * A status timeline for whoever may see the entity: staff (a stylist only for bookings that are
 * theirs or still unclaimed), the owning customer, or the anonymous submitter holding its
 * tracking token. Everyone else gets 404, as if it did not exist.
 */
export async function readTimeline(
  deps: Pick<AppDeps, 'knex'>,
  entityType: string,
  entityId: string,
  viewer: { user: SessionUser | null; token: string | undefined },
): Promise<Timeline> {
  const access = ACCESS[entityType as TimelineEntityType];
  const columns = [
    'id',
    access.status?.column ?? 'status',
    access.tokenColumn,
    access.ownerColumn,
    access.stylistColumn,
  ].filter(Boolean) as string[];
  const row = await findTimelineEntity(deps.knex, access.table, entityId, columns);
  if (!row) throw new NotFound();
  const assigned = access.stylistColumn ? (row[access.stylistColumn] as string | null) : undefined;
  const staff =
    isStaff(viewer.user, access.staffRole) ||
    (assigned !== undefined &&
      viewer.user?.role === 'stylist' &&
      (assigned === viewer.user.id ||
        (await stylistWorksOnOrMayClaim(deps, entityId, viewer.user.id, row.status))));
  const allowed =
    staff ||
    (access.ownerColumn && viewer.user && row[access.ownerColumn] === viewer.user.id) ||
    (access.tokenColumn && viewer.token && safeEqual(hashToken(viewer.token), row[access.tokenColumn]));
  if (!allowed) throw new NotFound();

  const [entries, unfinished, attachedPhoto] = await Promise.all([
    timelineEntries(deps.knex, entityType, entityId),
    unfinishedEvent(deps.knex, entityType, entityId),
    entityType === 'consultation-request' ? attachedInspirationPhoto(deps.knex, entityId) : undefined,
  ]);
  // A consultation request's photos are converted after their own 'upload.received' events (about
  // the upload, not the request): with a photo attached it is settled only once 'Inspiration
  // photos processed' is on its timeline (written when the last photo is processed or rejected).
  // Its photos' entry is written after the last photo is converted (or refused), in a step of its own.
  const photosToCome =
    attachedPhoto !== undefined && !entries.some((entry) => entry.label === TIMELINE_LABELS.photosProcessed);
  return {
    entityType,
    entityId,
    status: access.status ? access.status.of(row[access.status.column]) : row.status,
    settled: !unfinished && !photosToCome,
    entries: entries
      .filter((e) => staff || !STAFF_ONLY_LABELS.has(e.label))
      .map((e) => ({ ...e, createdAt: new Date(e.createdAt).toISOString() })),
  };
}

/**
 * As in her booking list: a stylist sees a booking she styles part of (an appointment block of
 * hers), or an active one whose time nobody holds (she may claim it).
 */
async function stylistWorksOnOrMayClaim(
  deps: Pick<AppDeps, 'knex'>,
  bookingId: string,
  stylistId: string,
  status: string,
): Promise<boolean> {
  const blocks = await appointmentBlocksOf(deps.knex, bookingId);
  if (blocks.some((b) => b.stylistId === stylistId)) return true;
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status) && !blocks.some((b) => b.active);
}
