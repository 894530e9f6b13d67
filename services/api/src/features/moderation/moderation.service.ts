import type { EventType } from '@beauty/domain/events';
import { apiMessages } from '@beauty/domain/messages';
import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import type { ContactMessage } from '@beauty/domain/schemas/contact';
import type { Testimonial } from '@beauty/domain/schemas/testimonial';
import type { TimelineEntityType } from '@beauty/domain/schemas/timeline';
import {
  canTransition,
  consultationRequestMachine,
  contactMessageMachine,
  testimonialMachine,
} from '@beauty/domain/status';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { writeEvent } from '../../lib/outbox';

/** The three kinds of item an admin moderates, and what a status change touches for each. */
const KINDS = {
  'consultation-request': {
    table: 'consultation_requests',
    machine: consultationRequestMachine as Record<string, readonly string[]>,
    event: 'consultation_request.status_changed',
    idKey: 'consultationRequestId',
  },
  testimonial: {
    table: 'testimonials',
    machine: testimonialMachine as Record<string, readonly string[]>,
    event: 'testimonial.status_changed',
    idKey: 'testimonialId',
  },
  'contact-message': {
    table: 'contact_messages',
    machine: contactMessageMachine as Record<string, readonly string[]>,
    event: 'contact_message.status_changed',
    idKey: 'contactMessageId',
  },
} as const satisfies Record<string, { table: string; event: EventType; idKey: string; machine: unknown }>;
export type ModeratedKind = keyof typeof KINDS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Rows of a moderated table newest first, with the name of whoever last changed the status. */
function listOf(knex: Knex, table: string) {
  return knex(`${table} as m`)
    .leftJoin('users as u', 'u.id', 'm.statusChangedBy')
    .orderBy([
      { column: 'm.createdAt', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ])
    .select(
      'm.*',
      knex.raw(`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as changed_by_name`),
      'u.email as changedByEmail',
    );
}

// biome-ignore lint/suspicious/noExplicitAny: rows of three tables
const audit = (row: any) => ({
  adminNotes: row.adminNotes ?? null,
  createdAt: iso(row.createdAt)!,
  statusChangedAt: iso(row.statusChangedAt),
  statusChangedBy: row.changedByName ?? row.changedByEmail ?? null,
});

export async function listConsultationRequests(deps: Pick<AppDeps, 'knex'>): Promise<ConsultationRequest[]> {
  const rows = await listOf(deps.knex, 'consultation_requests');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    eventDate: r.eventDate,
    eventType: r.eventType,
    status: r.status,
    contactedAt: iso(r.contactedAt),
    skinType: r.skinType,
    favoriteFeatures: r.favoriteFeatures,
    falseLashesExperience: r.falseLashesExperience,
    tooFoldForYou: r.tooFoldForYou,
    celebrityInspiration: r.celebrityInspiration,
    dailyRoutine: r.dailyRoutine,
    holyGrailProducts: r.holyGrailProducts,
    commentsOrConcerns: r.commentsOrConcerns,
    allergiesOrSensitivities: r.allergiesOrSensitivities,
    inspirationImages: r.inspirationImages ?? [],
    ...audit(r),
  }));
}

export async function listTestimonials(deps: Pick<AppDeps, 'knex'>): Promise<Testimonial[]> {
  const rows = await listOf(deps.knex, 'testimonials');
  return rows.map((r) => ({
    id: r.id,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    serviceType: r.serviceType,
    rating: r.rating,
    content: r.content,
    status: r.status,
    ...audit(r),
  }));
}

export async function listContactMessages(deps: Pick<AppDeps, 'knex'>): Promise<ContactMessage[]> {
  const rows = await listOf(deps.knex, 'contact_messages');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    status: r.status,
    ...audit(r),
  }));
}

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
  if (!UUID.test(id)) throw new NotFound();
  const changed = await deps.knex.transaction(async (trx) => {
    const row: { status: string; adminNotes: string | null } | undefined = await trx(table)
      .where({ id })
      .forUpdate()
      .first('status', 'adminNotes');
    if (!row) throw new NotFound();
    if (!canTransition(machine, row.status, change.status)) {
      throw new Conflict(apiMessages.illegalTransition(row.status, change.status));
    }
    const notes = change.adminNotes?.trim();
    await trx(table)
      .where({ id })
      .update({
        status: change.status,
        statusChangedBy: user.id,
        statusChangedAt: trx.fn.now(),
        updatedAt: trx.fn.now(),
        ...(notes ? { adminNotes: notes } : {}),
        ...(kind === 'consultation-request' && change.status === 'contacted'
          ? { contactedAt: trx.fn.now() }
          : {}),
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
