import type { Knex } from 'knex';
import { findSubmission } from './submission-rows.repository';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
}

/** The contact message an event is about, or null when it was deleted since. */
export function findContactMessage(db: Knex, id: string): Promise<ContactMessageRow | null> {
  return findSubmission<ContactMessageRow>(db, 'contact_messages', id, [
    'id',
    'name',
    'email',
    'phone',
    'subject',
    'message',
    'status',
  ]);
}
