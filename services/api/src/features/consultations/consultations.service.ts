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
import { CONSULTATION_COLUMNS, type ConsultationRow, moveRequestOf } from './consultations.repository';

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
  const rows: ConsultationRow[] = await deps
    .knex('consultations as c')
    .where('c.customerId', user.id)
    .orderBy([
      { column: 'c.createdAt', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .select(...CONSULTATION_COLUMNS);
  return rows.map(toConsultation);
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
    const row: ConsultationRow | undefined = await trx('consultations as c')
      .where({ 'c.id': id, 'c.customerId': user.id })
      .forUpdate()
      .first(...CONSULTATION_COLUMNS);
    // Someone else's consultation is not found, as if it did not exist.
    if (!row) throw new NotFound();
    if (row.status !== 'scheduled') throw new Conflict(consultationMessages.moveNotScheduled);
    if (row.moveRequestedAt) throw new Conflict(consultationMessages.moveAlreadyRequested);
    await trx('consultations')
      .where({ id })
      .update({
        moveRequestedAt: trx.fn.now(),
        movePreferredTimes: input.preferredTimes.trim(),
        moveNote: input.note?.trim() || null,
        updatedAt: trx.fn.now(),
      });
    await writeEvent(trx, {
      type: 'consultation.move_requested',
      entityType: 'consultation',
      entityId: id,
      payload: { consultationId: id },
    });
    const updated: ConsultationRow = await trx('consultations as c')
      .where('c.id', id)
      .first(...CONSULTATION_COLUMNS);
    return toConsultation(updated);
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
  const used = await deps
    .knex('consultations')
    .where({ customerId: user.id, usedFreeConsultation: true })
    .whereNot({ status: 'cancelled' })
    .first('id');
  const expiresAt = freeConsultationExpiresAt(new Date(user.createdAt));
  const hasUsedFreeConsultation = Boolean(used);
  return {
    hasUsedFreeConsultation,
    eligible: !hasUsedFreeConsultation && now < expiresAt,
    expiresAt: expiresAt.toISOString(),
  };
}
