import type { Knex } from 'knex';

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
export async function findContactMessage(db: Knex, id: string): Promise<ContactMessageRow | null> {
  const row = await db('contact_messages')
    .where({ id })
    .first('id', 'name', 'email', 'phone', 'subject', 'message', 'status');
  return row ?? null;
}
