import type { Knex } from 'knex';
import type { ConsultationSchedule } from '../consultations/consultations.repository';

/** What scheduling reads of a consultation request, its row locked for the change. */
export interface SchedulableRequest {
  status: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  meetingNote: string | null;
  scheduledAt: Date | null;
  calendarSequence: number;
}

export function lockRequestForSchedule(
  trx: Knex.Transaction,
  id: string,
): Promise<SchedulableRequest | undefined> {
  return trx('consultation_requests')
    .where({ id })
    .forUpdate()
    .first('status', 'scheduledDate', 'scheduledTime', 'meetingNote', 'scheduledAt', 'calendarSequence');
}

/** Its date, time and note, who set them and when, the admin's notes when given: it is 'scheduled'. */
export async function saveRequestSchedule(
  trx: Knex.Transaction,
  id: string,
  schedule: ConsultationSchedule & { adminNotes: string | null },
): Promise<void> {
  const { adminNotes, ...when } = schedule;
  await trx('consultation_requests')
    .where({ id })
    .update({
      ...when,
      ...(adminNotes ? { adminNotes } : {}),
      status: 'scheduled',
      scheduledAt: trx.fn.now(),
      statusChangedBy: schedule.scheduledBy,
      statusChangedAt: trx.fn.now(),
      updatedAt: trx.fn.now(),
    });
}

/** A consultation asked for on the landing page, with its time, as her dashboard lists it. */
export interface RequestedConsultationRow {
  id: string;
  status: string;
  scheduledDate: string;
  scheduledTime: string;
  meetingNote: string | null;
  createdAt: Date;
}

/**
 * The scheduled (or held) consultations asked for with this user's email, once she has proven it
 * (nobody sees another's time by registering with her address): newest first, at most `limit`,
 * read through consultation_requests_scheduled_email_idx.
 */
export function requestedConsultationsOf(
  knex: Knex,
  userId: string,
  limit: number,
): Promise<RequestedConsultationRow[]> {
  return knex('consultation_requests as r')
    .join('users as u', (join) => {
      // Confirmed as isEmailConfirmed says: a link opened, or an OpenID Connect provider's account.
      join
        .on(knex.raw('lower(r.email) = lower(u.email)'))
        .andOn((proven) => proven.onNotNull('u.emailVerifiedAt').orOnNotNull('u.oidcSubject'));
    })
    .where('u.id', userId)
    .whereNotNull('r.scheduledDate')
    .whereIn('r.status', ['scheduled', 'completed'])
    .orderBy('r.createdAt', 'desc')
    .limit(limit)
    .select('r.id', 'r.status', 'r.scheduledDate', 'r.scheduledTime', 'r.meetingNote', 'r.createdAt');
}
