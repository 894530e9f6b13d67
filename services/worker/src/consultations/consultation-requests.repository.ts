import {
  CONSULTATION_CONTACT_FIELDS,
  QUESTIONNAIRE_FIELDS,
  type QuestionnaireField,
} from '@beauty/domain/questionnaire';
import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import type { Knex } from 'knex';

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
