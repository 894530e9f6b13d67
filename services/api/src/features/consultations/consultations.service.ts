import type { Consultation, FreeConsultationStatus } from '@beauty/domain/schemas/consultation';
import { freeConsultationExpiresAt } from '@beauty/domain/slots';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';

/** The user's own consultations, newest first. */
export async function listConsultations(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
): Promise<Consultation[]> {
  const rows = await deps
    .knex('consultations')
    .where({ customerId: user.id })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'usedFreeConsultation', 'scheduledDate', 'scheduledTime', 'status', 'createdAt');
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
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
