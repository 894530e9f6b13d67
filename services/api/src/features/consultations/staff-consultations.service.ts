import { consultationMayBeCompleted } from '@beauty/domain/consultations';
import { consultationMessages } from '@beauty/domain/messages';
import type {
  ConsultationScheduleInput,
  ConsultationStatusInput,
  StaffConsultation,
} from '@beauty/domain/schemas/consultation';
import { canTransition, consultationMachine } from '@beauty/domain/status';
import { closeConsultation } from '@beauty/server/consultations/close-consultation';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import type { Page } from '../../lib/keyset';
import { checkConsultationTime } from './consultation-time';
import {
  type ConsultationRow,
  findStaffConsultation,
  lockConsultationRow,
  openStaffConsultations,
  saveConsultationSchedule,
  toStaffConsultation,
} from './consultations.repository';
import {
  OPEN_CONSULTATIONS_PAGE_SIZE,
  type OpenConsultationCursor,
  openConsultationCursorOf,
} from './open-consultations-cursor';

/**
 * GET /api/staff/consultations: open consultations (requested or scheduled) for the staff, those
 * still to schedule first, oldest request first, then the scheduled ones by date and time; a page
 * of OPEN_CONSULTATIONS_PAGE_SIZE at a time, `nextCursor` (the Next-Cursor header, absent at the
 * end) asking for the page after it (`?after=`). Keyset on the order's own key, read from the
 * partial index consultations_open_keyset_idx: flat however many are left open (issue 14 point 9).
 * Every stylist and admin sees them all: a consultation is the studio's, not one stylist's.
 */
export async function listOpenConsultations(
  deps: Pick<AppDeps, 'knex'>,
  after: OpenConsultationCursor | null = null,
): Promise<Page<StaffConsultation>> {
  const rows = await openStaffConsultations(deps.knex, after, OPEN_CONSULTATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, OPEN_CONSULTATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toStaffConsultation),
    nextCursor:
      rows.length > OPEN_CONSULTATIONS_PAGE_SIZE && last
        ? openConsultationCursorOf({
            scheduledDate: last.scheduledDate,
            scheduledTime: last.scheduledTime,
            createdMicros: last.createdMicros,
            id: last.id,
          })
        : null,
  };
}

async function readStaffConsultation(knex: Knex | Knex.Transaction, id: string): Promise<StaffConsultation> {
  const row = await findStaffConsultation(knex, id);
  if (!row) throw new NotFound();
  return toStaffConsultation(row);
}

/** The consultation, locked for the change (404 for an unknown id). */
async function lockConsultation(trx: Knex.Transaction, id: string): Promise<ConsultationRow> {
  const row = await lockConsultationRow(trx, id);
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
  checkConsultationTime(input, now);
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
    await saveConsultationSchedule(trx, id, {
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
      meetingNote,
      scheduledBy: user.id,
      calendarSequence: sequence,
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
 * Mark a consultation completed or cancelled. Completed only once its scheduled time has come
 * (409 before; one never given a time may be completed any time). Cancelling a scheduled one
 * sends her a calendar file that takes it out of her calendar (same UID, next SEQUENCE). A
 * cancelled free consultation is hers to use again with a later booking (freeConsultationState).
 */
export async function changeConsultationStatus(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
  input: ConsultationStatusInput,
  now: Date = new Date(),
): Promise<StaffConsultation> {
  return deps.knex.transaction(async (trx) => {
    const row = await lockConsultation(trx, id);
    if (!canTransition(consultationMachine, row.status, input.status)) {
      throw new Conflict(consultationMessages.notOpen(row.status));
    }
    if (input.status === 'completed' && !consultationMayBeCompleted(row, now))
      throw new Conflict(consultationMessages.completeBeforeStart);
    await closeConsultation(trx, row, input.status, user.id);
    return readStaffConsultation(trx, id);
  });
}
