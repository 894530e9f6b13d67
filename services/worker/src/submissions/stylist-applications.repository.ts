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

/**
 * Whether the event (a 'stylist_application.status_changed') is still the application's latest
 * status change: an email about a step the admin has since taken back and taken again without
 * asking for one (a hire, then a decline, then a hire unticked) must not go. Her change sets
 * status_changed_at in the event's own transaction, so both read the same now().
 */
export async function isLatestStatusChange(
  db: Knex,
  applicationId: string,
  eventId: string,
): Promise<boolean> {
  const { rows } = await db.raw<{ rows: Array<{ latest: boolean }> }>(
    `SELECT a.status_changed_at <= e.created_at AS latest
       FROM stylist_applications a, outbox_events e
      WHERE a.id = ? AND e.id = ?`,
    [applicationId, eventId],
  );
  return rows[0]?.latest === true;
}
