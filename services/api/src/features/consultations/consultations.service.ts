import { consultationMessages } from '@beauty/domain/messages';
import type {
  Consultation,
  ConsultationMoveRequestInput,
  FreeConsultationStatus,
} from '@beauty/domain/schemas/consultation';
import { freeConsultationExpiresAt } from '@beauty/domain/slots';
import { writeEvent } from '@beauty/server/outbox';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { requestedConsultationsOf } from '../consultation-requests/consultation-requests.repository';
import {
  type ConsultationRow,
  customerConsultations,
  findConsultation,
  lockCustomerConsultation,
  moveRequestOf,
  saveMoveRequest,
  usedFreeConsultation,
} from './consultations.repository';

function toConsultation(row: ConsultationRow): Consultation {
  return {
    id: row.id,
    usedFreeConsultation: row.usedFreeConsultation,
    scheduledDate: row.scheduledDate,
    scheduledTime: row.scheduledTime,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    bookingId: row.bookingId,
    meetingNote: row.meetingNote,
    moveRequest: moveRequestOf(row),
  };
}

/** At most this many consultations asked for on the landing page are listed (newest first). */
const REQUESTED_LISTED = 20;

/**
 * The user's own consultations, newest first: those of her bookings, and those she asked for on
 * the landing page with her confirmed email once the studio gave them a time (free ones).
 */
export async function listConsultations(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
): Promise<Consultation[]> {
  const [own, requested] = await Promise.all([
    customerConsultations(deps.knex, user.id),
    requestedConsultationsOf(deps.knex, user.id, REQUESTED_LISTED),
  ]);
  return [
    ...own.map(toConsultation),
    ...requested.map(
      (row): Consultation => ({
        id: row.id,
        usedFreeConsultation: true,
        scheduledDate: row.scheduledDate,
        scheduledTime: row.scheduledTime,
        status: row.status === 'completed' ? 'completed' : 'scheduled',
        createdAt: new Date(row.createdAt).toISOString(),
        bookingId: null,
        meetingNote: row.meetingNote,
        moveRequest: null,
        askedOnline: true,
      }),
    ),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/**
 * The customer asks to move her scheduled consultation: when would suit her, and a note. The
 * request is kept until staff set a new time (one open request at a time, so the team gets one
 * email per time they set), and the staff are emailed with Reply-To her address.
 */
export async function requestConsultationMove(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
  input: ConsultationMoveRequestInput,
): Promise<Consultation> {
  return deps.knex.transaction(async (trx) => {
    const row = await lockCustomerConsultation(trx, id, user.id);
    // Someone else's consultation is not found, as if it did not exist.
    if (!row) throw new NotFound();
    if (row.status !== 'scheduled') throw new Conflict(consultationMessages.moveNotScheduled);
    if (row.moveRequestedAt) throw new Conflict(consultationMessages.moveAlreadyRequested);
    await saveMoveRequest(trx, id, {
      preferredTimes: input.preferredTimes.trim(),
      note: input.note?.trim() || null,
    });
    await writeEvent(trx, {
      type: 'consultation.move_requested',
      entityType: 'consultation',
      entityId: id,
      payload: { consultationId: id },
    });
    return toConsultation(await findConsultation(trx, id));
  });
}

/**
 * One free consultation per customer, valid 90 days from joining (spec 001): used once a
 * consultation row records it (a cancelled one gives it back); eligible while unused and inside those 90 days.
 */
export async function freeConsultationState(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  now: Date = new Date(),
): Promise<FreeConsultationStatus> {
  const hasUsedFreeConsultation = await usedFreeConsultation(deps.knex, user.id);
  const expiresAt = freeConsultationExpiresAt(new Date(user.createdAt));
  return {
    hasUsedFreeConsultation,
    eligible: !hasUsedFreeConsultation && now < expiresAt,
    expiresAt: expiresAt.toISOString(),
  };
}
