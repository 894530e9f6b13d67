import {
  CONSULTATION_CONTACT_FIELDS,
  QUESTIONNAIRE_FIELDS,
  type QuestionnaireField,
} from '@beauty/domain/questionnaire';
import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import type { Knex } from 'knex';
import { type ConsultationEmailRow, schedulerNameOf } from './consultations.repository';

/** What the worker reads of a request: who asked, the questionnaire, the photos, the status. */
export type ConsultationRequestRow = Pick<
  ConsultationRequest,
  (typeof CONSULTATION_CONTACT_FIELDS)[number] | QuestionnaireField | 'id' | 'inspirationImages' | 'status'
>;

/** The consultation request an event is about, or null when it was deleted since. */
export async function findConsultationRequest(db: Knex, id: string): Promise<ConsultationRequestRow | null> {
  const row = await db('consultation_requests')
    .where({ id })
    .first('id', ...CONSULTATION_CONTACT_FIELDS, ...QUESTIONNAIRE_FIELDS, 'inspirationImages', 'status');
  return row ?? null;
}

/**
 * A scheduled consultation request as the consultation emails read a consultation: she is the
 * person who asked (her name as she gave it), with no booking; null when it is gone.
 */
export async function findRequestForCalendarEmail(
  db: Knex,
  id: string,
): Promise<ConsultationEmailRow | null> {
  const row = await db('consultation_requests as r')
    .leftJoin('users as s', 's.id', 'r.scheduledBy')
    .where('r.id', id)
    .first(
      'r.id',
      'r.status',
      'r.name',
      'r.email',
      'r.phone',
      'r.scheduledDate',
      'r.scheduledTime',
      'r.meetingNote',
      'r.calendarSequence',
      'r.updatedAt',
      's.firstName as schedulerFirstName',
      's.lastName as schedulerLastName',
    );
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    scheduledDate: row.scheduledDate,
    scheduledTime: row.scheduledTime,
    meetingNote: row.meetingNote,
    calendarSequence: row.calendarSequence,
    movePreferredTimes: null,
    moveNote: null,
    moveRequestedAt: null,
    customer: { firstName: row.name, lastName: null, email: row.email, phone: row.phone },
    booking: null,
    scheduledByName: schedulerNameOf(row),
    updatedAt: new Date(row.updatedAt),
  };
}
