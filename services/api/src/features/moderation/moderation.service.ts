import type { EventType } from '@beauty/domain/events';
import { imageAddress } from '@beauty/domain/image-address';
import { apiMessages } from '@beauty/domain/messages';
import { questionnaireOf } from '@beauty/domain/questionnaire';
import { MODERATION_PAGE_SIZE, type PanelCounts } from '@beauty/domain/schemas/admin';
import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import type { ContactMessage } from '@beauty/domain/schemas/contact';
import type { StylistApplication } from '@beauty/domain/schemas/stylist-application';
import type { Testimonial } from '@beauty/domain/schemas/testimonial';
import type { TimelineEntityType } from '@beauty/domain/schemas/timeline';
import {
  applicationMachine,
  canTransition,
  consultationRequestMachine,
  contactMessageMachine,
  testimonialMachine,
} from '@beauty/domain/status';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { type Page, parseTimeCursor, printTimeCursor, type TimeCursor } from '../../lib/keyset';
import {
  countAwaitingRows,
  lockModeratedItem,
  type ModeratedRow,
  moderatedGroup,
  saveModeratedStatus,
} from './moderation.repository';

/** The kinds of item an admin moderates, and what a status change touches for each. */
const KINDS = {
  'consultation-request': {
    table: 'consultation_requests',
    machine: consultationRequestMachine as Record<string, readonly string[]>,
    event: 'consultation_request.status_changed',
    idKey: 'consultationRequestId',
    awaiting: 'new',
  },
  testimonial: {
    table: 'testimonials',
    machine: testimonialMachine as Record<string, readonly string[]>,
    event: 'testimonial.status_changed',
    idKey: 'testimonialId',
    awaiting: 'pending',
  },
  'contact-message': {
    table: 'contact_messages',
    machine: contactMessageMachine as Record<string, readonly string[]>,
    event: 'contact_message.status_changed',
    idKey: 'contactMessageId',
    awaiting: 'new',
  },
  'stylist-application': {
    table: 'stylist_applications',
    machine: applicationMachine as Record<string, readonly string[]>,
    event: 'stylist_application.status_changed',
    idKey: 'applicationId',
    awaiting: 'new',
  },
} as const satisfies Record<
  string,
  /** `awaiting`: the status that waits for the admin, counted by the tab badge and listed first. */
  { table: string; event: EventType; idKey: string; machine: unknown; awaiting: string }
>;
export type ModeratedKind = keyof typeof KINDS;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Where a page of a moderation list ends: its last item's group, then its created_at and id. */
export interface ModerationCursor extends TimeCursor {
  group: 'awaiting' | 'handled';
}

/**
 * The `before` of a moderation list ('handled.2026-03-14T10:00:00.123456Z.<id>'), or a 400 saying
 * what one is. The route's query schema checks the shape; this also refuses a date that does not
 * exist (2026-02-30).
 */
export function parseModerationCursor(raw: unknown): ModerationCursor | null {
  if (raw === undefined) return null;
  const text = typeof raw === 'string' ? raw : '';
  const group = (['awaiting', 'handled'] as const).find((name) => text.startsWith(`${name}.`));
  const after = parseTimeCursor(group ? text.slice(group.length + 1) : '');
  return after && group ? { group, ...after } : null;
}

const cursorOf = (group: ModerationCursor['group'], row: ModeratedRow) =>
  `${group}.${printTimeCursor({ at: row.cursorAt, id: row.id })}`;

/**
 * One page of a moderated table (issue 14 point 9: flat however many years of rows there are):
 * the items awaiting action first (status `awaitingStatus`, what the tab badge counts), then the
 * handled ones, each newest first; MODERATION_PAGE_SIZE at a time, by keyset on (created_at, id)
 * within each group, read by <table>_status_idx (awaiting) and the partial <table>_handled_idx.
 * `nextCursor` is null on the last page.
 */
async function pageOf(
  knex: Knex,
  kind: ModeratedKind,
  before: ModerationCursor | null,
): Promise<{ rows: ModeratedRow[]; nextCursor: string | null }> {
  const { table, awaiting: awaitingStatus } = KINDS[kind];
  const size = MODERATION_PAGE_SIZE;
  const awaiting =
    before?.group === 'handled'
      ? []
      : await moderatedGroup(knex, table, awaitingStatus, 'awaiting', before, size + 1);
  if (awaiting.length > size) {
    const page = awaiting.slice(0, size);
    return { rows: page, nextCursor: cursorOf('awaiting', page.at(-1)!) };
  }
  const room = size - awaiting.length;
  const handled = await moderatedGroup(
    knex,
    table,
    awaitingStatus,
    'handled',
    before?.group === 'handled' ? before : null,
    room + 1,
  );
  const rows = [...awaiting, ...handled.slice(0, room)];
  if (handled.length <= room) return { rows, nextCursor: null };
  return { rows, nextCursor: cursorOf(room > 0 ? 'handled' : 'awaiting', rows.at(-1)!) };
}

const audit = (row: ModeratedRow) => ({
  adminNotes: row.adminNotes ?? null,
  createdAt: iso(row.createdAt)!,
  statusChangedAt: iso(row.statusChangedAt),
  statusChangedBy: row.changedByName ?? row.changedByEmail ?? null,
});

/**
 * GET /api/admin/panel-counts: the tab badges (spec 001), counted where the rows are, so they are
 * right however little of each list the screen has read. Each count is an index-only scan of
 * <table>_status_idx over the awaiting ones alone.
 */
export function countAwaiting(deps: Pick<AppDeps, 'knex'>): Promise<PanelCounts> {
  const awaiting = (kind: ModeratedKind) => ({ table: KINDS[kind].table, status: KINDS[kind].awaiting });
  return countAwaitingRows(deps.knex, {
    consultationRequests: awaiting('consultation-request'),
    testimonials: awaiting('testimonial'),
    contactMessages: awaiting('contact-message'),
    applications: awaiting('stylist-application'),
  });
}

/** The named columns of a row, in that order. */
const columnsOf = <const Names extends string[]>(row: ModeratedRow, ...names: Names) =>
  Object.fromEntries(names.map((name) => [name, row[name]])) as Record<Names[number], ModeratedRow[string]>;

/** A moderation list: a page of `kind`, each row answered as `toItem` says. */
const moderatedList =
  <Item>(kind: ModeratedKind, toItem: (row: ModeratedRow) => Item) =>
  async (deps: Pick<AppDeps, 'knex'>, before: ModerationCursor | null = null): Promise<Page<Item>> => {
    const { rows, nextCursor } = await pageOf(deps.knex, kind, before);
    return { items: rows.map(toItem), nextCursor };
  };

export const listConsultationRequests = moderatedList(
  'consultation-request',
  (r): ConsultationRequest => ({
    ...columnsOf(r, 'id', 'name', 'email', 'phone', 'eventDate', 'eventType', 'status'),
    contactedAt: iso(r.contactedAt),
    ...questionnaireOf(r),
    inspirationImages: r.inspirationImages ?? [],
    ...columnsOf(r, 'scheduledDate', 'scheduledTime', 'meetingNote'),
    ...audit(r),
  }),
);

export const listTestimonials = moderatedList(
  'testimonial',
  (r): Testimonial => ({
    ...columnsOf(r, 'id', 'customerName', 'customerEmail', 'serviceType', 'rating', 'content', 'status'),
    ...audit(r),
  }),
);

export const listContactMessages = moderatedList(
  'contact-message',
  (r): ContactMessage => ({
    ...columnsOf(r, 'id', 'name', 'email', 'phone', 'subject', 'message', 'status'),
    ...audit(r),
  }),
);

export const listStylistApplications = moderatedList(
  'stylist-application',
  (r): StylistApplication => ({
    ...columnsOf(r, 'id', 'firstName', 'lastName', 'email', 'phone', 'specialties', 'experience'),
    ...columnsOf(r, 'portfolio', 'additionalInfo', 'status'),
    resumeUrl: imageAddress(r.resumeUploadId),
    ...audit(r),
  }),
);

/**
 * Change an item's status through its domain status machine (an illegal change is a 409),
 * record who changed it and when, keep the notes, and write the `*.status_changed` event that
 * appends the timeline entry, all in one transaction under a row lock. A review's change drops
 * the cached public reviews once committed.
 */
export async function changeStatus(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  user: SessionUser,
  kind: ModeratedKind,
  id: string,
  change: { status: string; adminNotes?: string | null },
): Promise<{ id: string; status: string; adminNotes: string | null }> {
  const { table, machine, event, idKey } = KINDS[kind];
  const changed = await deps.knex.transaction(async (trx) => {
    const row = await lockModeratedItem(trx, table, id);
    if (!row) throw new NotFound();
    if (!canTransition(machine, row.status, change.status)) {
      throw new Conflict(apiMessages.illegalTransition(row.status, change.status));
    }
    const notes = change.adminNotes?.trim();
    await saveModeratedStatus(trx, table, id, {
      status: change.status,
      changedBy: user.id,
      adminNotes: notes,
      contacted: kind === 'consultation-request' && change.status === 'contacted',
    });
    await writeEvent(trx, {
      type: event,
      entityType: kind as TimelineEntityType,
      entityId: id,
      payload: {
        [idKey]: id,
        from: row.status,
        to: change.status,
        changedBy: user.id,
        adminNotes: notes || null,
      },
    } as Parameters<typeof writeEvent>[1]);
    return { id, status: change.status, adminNotes: notes || row.adminNotes };
  });
  // Committed: the public reviews (approved ones) are read again on the next request, everywhere.
  if (kind === 'testimonial') await deps.publicCache?.invalidate('testimonials');
  return changed;
}
