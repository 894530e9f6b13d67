import type { Knex } from 'knex';
import { findSubmission } from './submission-rows.repository';

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
export function findStylistApplication(db: Knex, id: string): Promise<StylistApplicationRow | null> {
  return findSubmission<StylistApplicationRow>(db, 'stylist_applications', id, [
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
  ]);
}
