import type { Knex } from 'knex';

export interface ConsultationRequestRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  eventType: string | null;
  eventDate: string | null;
  skinType: string | null;
  favoriteFeatures: string | null;
  falseLashesExperience: string | null;
  tooFoldForYou: string | null;
  celebrityInspiration: string | null;
  dailyRoutine: string | null;
  holyGrailProducts: string | null;
  commentsOrConcerns: string | null;
  allergiesOrSensitivities: string | null;
  /** Stable addresses '/api/images/<uploadId>' of the claimed inspiration photos. */
  inspirationImages: string[];
  status: string;
}

/** The consultation request an event is about, or null when it was deleted since. */
export async function findConsultationRequest(db: Knex, id: string): Promise<ConsultationRequestRow | null> {
  const row = await db('consultation_requests')
    .where({ id })
    .first(
      'id',
      'name',
      'email',
      'phone',
      'eventType',
      'eventDate',
      'skinType',
      'favoriteFeatures',
      'falseLashesExperience',
      'tooFoldForYou',
      'celebrityInspiration',
      'dailyRoutine',
      'holyGrailProducts',
      'commentsOrConcerns',
      'allergiesOrSensitivities',
      'inspirationImages',
      'status',
    );
  return row ?? null;
}
