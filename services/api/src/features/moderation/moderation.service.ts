import { emailsApplicant } from '@beauty/domain/application-steps';
import type { EventType } from '@beauty/domain/events';
import { imageAddress } from '@beauty/domain/image-address';
import { adminMessages, apiMessages } from '@beauty/domain/messages';
import { questionnaireOf } from '@beauty/domain/questionnaire';
import type { PanelCounts } from '@beauty/domain/schemas/admin';
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
import type { AppDeps } from '../../deps';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import type { Page } from '../../lib/keyset';
import {
  countAwaitingRows,
  lockModeratedItem,
  type ModeratedRow,
  saveModeratedStatus,
} from './moderation.repository';
import { type ModerationCursor, pageOf, statusPageOf } from './moderation-paging';

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

const audit = (row: ModeratedRow) => ({
  adminNotes: row.adminNotes ?? null,
  createdAt: iso(row.createdAt)!,
  statusChangedAt: iso(row.statusChangedAt),
  statusChangedBy: row.changedByName ?? row.changedByEmail ?? null,
});

/**
 * GET /api/admin/panel-counts: the tab badges (spec 001), counted where the rows are, so they are
 * right however little of each list the screen has read. Each count is an index-only scan of
 * <table>_status_idx (stylist applications:
 * _status_paging_idx) over the awaiting ones alone.
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

/** A moderation list: a page of `kind` (of its items in `status` alone, when given), each row answered as `toItem` says. */
const moderatedList =
  <Item>(kind: ModeratedKind, toItem: (row: ModeratedRow) => Item) =>
  async (
    deps: Pick<AppDeps, 'knex'>,
    before: ModerationCursor | null = null,
    status?: string,
  ): Promise<Page<Item>> => {
    const { rows, nextCursor } = status
      ? await statusPageOf(deps.knex, KINDS[kind], status, before)
      : await pageOf(deps.knex, KINDS[kind], before);
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

/** A status change as its route's body schema lets it through. */
export interface StatusChange {
  status: string;
  adminNotes?: string | null;
  /** Stylist applications: email the applicant about this step (default false). */
  notifyApplicant?: boolean;
}

/**
 * What a stylist application's change tells its event about emailing the applicant
 * (`notifyApplicant`, false unless asked); nothing for the other kinds. Asking with a step that
 * sends nothing (reviewed, a declined one reconsidered) is a 400: the admin would believe an
 * email went.
 */
function applicantNotice(kind: ModeratedKind, change: StatusChange): { notifyApplicant?: boolean } {
  if (kind !== 'stylist-application') return {};
  const notifyApplicant = change.notifyApplicant === true;
  if (notifyApplicant && !emailsApplicant(change.status)) {
    const message = adminMessages.applicantEmailNotForStep;
    throw new Invalid([{ field: 'notifyApplicant', message }], message);
  }
  return { notifyApplicant };
}

/**
 * Change an item's status through its domain status machine (an illegal change is a 409),
 * record who changed it and when, keep the notes, and write the `*.status_changed` event that
 * appends the timeline entry (and, for an application the admin asked it for, emails the
 * applicant), all in one transaction under a row lock. A review's change drops the cached public
 * reviews once committed.
 */
export async function changeStatus(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  user: SessionUser,
  kind: ModeratedKind,
  id: string,
  change: StatusChange,
): Promise<{ id: string; status: string; adminNotes: string | null }> {
  const { table, machine, event, idKey } = KINDS[kind];
  const notice = applicantNotice(kind, change);
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
        ...notice,
      },
    } as Parameters<typeof writeEvent>[1]);
    return { id, status: change.status, adminNotes: notes || row.adminNotes };
  });
  // Committed: the public reviews (approved ones) are read again on the next request, everywhere.
  if (kind === 'testimonial') await deps.publicCache?.invalidate('testimonials');
  return changed;
}
