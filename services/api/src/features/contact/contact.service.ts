import { apiMessages } from '@beauty/domain/messages';
import type { ContactMessageCreated, ContactMessageInput } from '@beauty/domain/schemas/contact';
import { hashToken, newToken } from '@beauty/server/tokens';
import { insertAnnounced } from '../../db/insert-announced';
import type { AppDeps } from '../../deps';
import { blankToNull } from '../../lib/text';

/**
 * Save a contact message and its `contact_message.received` event in one transaction.
 * The answer carries a tracking token: the only key to the message's timeline for its sender.
 */
export async function createContactMessage(
  deps: Pick<AppDeps, 'knex'>,
  input: ContactMessageInput,
): Promise<ContactMessageCreated> {
  const trackingToken = newToken(24);
  const row = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: blankToNull(input.phone),
    subject: input.subject.trim(),
    message: input.message.trim(),
    trackingTokenHash: hashToken(trackingToken),
  };
  const id = await insertAnnounced(deps.knex, 'contact_messages', row, (contactMessageId) => ({
    type: 'contact_message.received',
    entityType: 'contact-message',
    entityId: contactMessageId,
    payload: { contactMessageId },
  }));
  return { id, trackingToken, message: apiMessages.contactReceived };
}
