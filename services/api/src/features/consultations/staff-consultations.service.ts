import { consultationTimeProblem } from '@beauty/domain/consultations';
import { consultationMessages } from '@beauty/domain/messages';
import type {
  ConsultationScheduleInput,
  ConsultationStatusInput,
  StaffConsultation,
} from '@beauty/domain/schemas/consultation';
import { canTransition, consultationMachine, OPEN_CONSULTATION_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { writeEvent } from '../../lib/outbox';
import {
  type ConsultationRow,
  staffConsultationsQuery,
  toStaffConsultation,
} from './consultations.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Open consultations (requested or scheduled) for the staff: those still to schedule first, oldest
 * request first, then the scheduled ones by date and time. One query, through the partial index
 * consultations_open_by_date_idx. Every stylist and admin sees them all: a consultation is the
 * studio's, not one stylist's.
 */
export async function listOpenConsultations(deps: Pick<AppDeps, 'knex'>): Promise<StaffConsultation[]> {
  const rows = await staffConsultationsQuery(deps.knex)
    .whereIn('c.status', OPEN_CONSULTATION_STATUSES)
    .orderByRaw('c.scheduled_date ASC NULLS FIRST, c.scheduled_time ASC, c.created_at ASC, c.id ASC');
  return rows.map(toStaffConsultation);
}

async function readStaffConsultation(knex: Knex | Knex.Transaction, id: string): Promise<StaffConsultation> {
  const row = await staffConsultationsQuery(knex).where('c.id', id).first();
  if (!row) throw new NotFound();
  return toStaffConsultation(row);
}

/** The consultation, locked for the change (404 for an unknown id). */
async function lockConsultation(trx: Knex.Transaction, id: string): Promise<ConsultationRow> {
  if (!UUID.test(id)) throw new NotFound();
  const row: ConsultationRow | undefined = await trx('consultations').where({ id }).forUpdate().first();
  if (!row) throw new NotFound();
  return row;
}

/**
 * Set (or move) a consultation's date and time: in the future in America/Los_Angeles, within a
 * year. It becomes 'scheduled', records who set it, closes the customer's move request, and the
 * worker emails her the time with a calendar file: the same UID each time, SEQUENCE 0 for the
 * first time and one higher for each move, so her calendar keeps one entry.
 */
export async function scheduleConsultation(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
  input: ConsultationScheduleInput,
  now: Date = new Date(),
): Promise<StaffConsultation> {
  const problem = consultationTimeProblem(input.scheduledDate, input.scheduledTime, now);
  if (problem) {
    throw new Invalid([
      {
        field: problem === 'in-the-past' ? 'scheduledTime' : 'scheduledDate',
        message:
          problem === 'in-the-past' ? consultationMessages.inThePast : consultationMessages.tooFarAhead,
      },
    ]);
  }
  const meetingNote = input.meetingNote?.trim() || null;
  return deps.knex.transaction(async (trx) => {
    const row = await lockConsultation(trx, id);
    if (!canTransition(consultationMachine, row.status, 'scheduled')) {
      throw new Conflict(consultationMessages.notOpen(row.status));
    }
    const wasScheduled = row.status === 'scheduled' && row.scheduledAt !== null;
    if (
      wasScheduled &&
      row.scheduledDate === input.scheduledDate &&
      row.scheduledTime === input.scheduledTime &&
      (row.meetingNote ?? null) === meetingNote &&
      !row.moveRequestedAt
    ) {
      throw new Conflict(consultationMessages.sameTime);
    }
    // Each version of her calendar file replaces the one before: the first is 0.
    const sequence = row.scheduledAt ? row.calendarSequence + 1 : 0;
    await trx('consultations').where({ id }).update({
      status: 'scheduled',
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
      meetingNote,
      scheduledBy: user.id,
      scheduledAt: trx.fn.now(),
      calendarSequence: sequence,
      moveRequestedAt: null,
      movePreferredTimes: null,
      moveNote: null,
      updatedAt: trx.fn.now(),
    });
    await writeEvent(trx, {
      type: 'consultation.scheduled',
      entityType: 'consultation',
      entityId: id,
      payload: { consultationId: id, changedBy: user.id, sequence },
    });
    return readStaffConsultation(trx, id);
  });
}

/**
 * Mark a consultation completed or cancelled. Cancelling a scheduled one sends her a calendar
 * file that takes it out of her calendar (same UID, next SEQUENCE). A cancelled free
 * consultation is hers to use again with a later booking (freeConsultationState).
 */
export async function changeConsultationStatus(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
  input: ConsultationStatusInput,
): Promise<StaffConsultation> {
  return deps.knex.transaction(async (trx) => {
    const row = await lockConsultation(trx, id);
    if (!canTransition(consultationMachine, row.status, input.status)) {
      throw new Conflict(consultationMessages.notOpen(row.status));
    }
    await closeConsultation(trx, row, input.status, user.id);
    return readStaffConsultation(trx, id);
  });
}

/** Close one open consultation (locked by the caller) and write its event. */
export async function closeConsultation(
  trx: Knex.Transaction,
  row: Pick<ConsultationRow, 'id' | 'status' | 'scheduledAt' | 'calendarSequence'>,
  to: 'completed' | 'cancelled',
  changedBy: string | null,
): Promise<void> {
  // A scheduled one that is called off: her calendar file is replaced by a cancelling one.
  const cancelsCalendar = to === 'cancelled' && row.status === 'scheduled' && row.scheduledAt !== null;
  const sequence = cancelsCalendar ? row.calendarSequence + 1 : row.calendarSequence;
  await trx('consultations').where({ id: row.id }).update({
    status: to,
    calendarSequence: sequence,
    statusChangedBy: changedBy,
    statusChangedAt: trx.fn.now(),
    updatedAt: trx.fn.now(),
  });
  await writeEvent(trx, {
    type: 'consultation.status_changed',
    entityType: 'consultation',
    entityId: row.id,
    payload: {
      consultationId: row.id,
      from: row.status,
      to,
      changedBy,
      ...(cancelsCalendar ? { sequence } : {}),
    },
  });
}
