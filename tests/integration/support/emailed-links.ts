import type { Knex } from 'knex';
import { readableEmail } from '../worker/worker-harness';
import type { CapturedEmail } from './smtp-capture';
import { waitUntil } from './wait';

/**
 * The token of the one-time link to `path` (e.g. '/api/login/verify') in a captured email, once
 * the worker has recorded that email as sent. The link's secret is minted and its hash stored in
 * the transaction around the SMTP conversation, which commits when the server has answered: the
 * listener holds the message a moment before that, so a link read straight from the capture may
 * not work yet (on a busy machine, long enough for a test to open it first).
 */
export async function sentLink(db: Knex, email: CapturedEmail, path: string): Promise<string> {
  const escaped = path.replace(/[?/.]/g, '\\$&');
  const token = readableEmail(email.raw).match(new RegExp(`${escaped}\\?token=([\\w%-]+)`))?.[1];
  if (!token) throw new Error(`No ${path} link in the email '${email.subject}' to ${email.to.join(', ')}`);
  await waitUntil(
    () => db('email_deliveries').where({ messageId: email.messageId, status: 'sent' }).first('id'),
    20_000,
    `the email '${email.subject}' to be recorded as sent`,
  );
  return decodeURIComponent(token);
}
