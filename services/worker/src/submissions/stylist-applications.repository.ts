import type { Knex } from 'knex';

export interface StylistApplicationRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialties: string;
  experience: string;
  portfolio: string | null;
  resumeUploadId: string;
  additionalInfo: string | null;
  status: string;
}

/** The stylist application an event is about, or null when it was deleted since. */
export async function findStylistApplication(db: Knex, id: string): Promise<StylistApplicationRow | null> {
  const row = await db('stylist_applications')
    .where({ id })
    .first(
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'specialties',
      'experience',
      'portfolio',
      'resumeUploadId',
      'additionalInfo',
      'status',
    );
  return row ?? null;
}
