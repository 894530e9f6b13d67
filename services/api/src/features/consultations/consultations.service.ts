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

/** The user's own consultations, newest first. */
export async function listConsultations(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
): Promise<Consultation[]> {
  return (await customerConsultations(deps.knex, user.id)).map(toConsultation);
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
