/**
 * Closing consultations, as staff do by hand and as a cancelled booking does to the free
 * consultation that came with it (the API on a cancellation, the worker when a hold runs out).
 */
import type { StaffConsultation } from '@beauty/domain/schemas/consultation';
import { OPEN_CONSULTATION_STATUSES } from '@beauty/domain/status';
import type { Knex } from 'knex';
import { writeEvent } from '../outbox';

/** What closing a consultation reads of its row. */
export interface ClosingConsultation {
  id: string;
  status: StaffConsultation['status'];
  scheduledAt: Date | null;
  calendarSequence: number;
}

/** Close one open consultation (locked by the caller) and write its event. */
export async function closeConsultation(
  trx: Knex.Transaction,
  row: ClosingConsultation,
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

/** The consultations still open that came with a booking, locked. */
function lockOpenConsultationsOf(trx: Knex.Transaction, bookingId: string): Promise<ClosingConsultation[]> {
  return trx('consultations')
    .where({ bookingId })
    .whereIn('status', OPEN_CONSULTATION_STATUSES)
    .forUpdate()
    .select('id', 'status', 'scheduledAt', 'calendarSequence');
}

/**
 * A free consultation that came with a cancelled booking goes with it, and is the customer's to
 * use again (whoever cancelled: the customer, the studio before the appointment, or a hold that
 * ran out).
 */
export async function releaseFreeConsultation(
  trx: Knex.Transaction,
  bookingId: string,
  changedBy: string | null = null,
): Promise<void> {
  const open = await lockOpenConsultationsOf(trx, bookingId);
  // One already scheduled is taken out of her calendar too (consultation.status_changed).
  for (const consultation of open) await closeConsultation(trx, consultation, 'cancelled', changedBy);
}
