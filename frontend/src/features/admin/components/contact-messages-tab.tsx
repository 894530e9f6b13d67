import { adminUpdateFailures, toasts } from '@beauty/domain/messages';
import type { ContactMessage } from '@beauty/domain/schemas/contact';
import { MailIcon } from '@/components/icons';
import { useAdminContactMessages } from '../api/get-contact-messages';
import { useUpdateContactMessageStatus } from '../api/update-contact-message-status';
import { CONTACT_MESSAGE_BADGES, contactMessageActions } from '../moderation-display';
import { emailLink, Facts, ItemCard, ItemTimes, phoneLink, SavedNotes } from './item-parts';
import { ModerationList } from './list-states';
import { StatusActions } from './status-actions';
import { useItemStatusChange } from './status-feedback';

/**
 * Tab 3 (spec 001): messages from the contact page, the new ones first, then the read and
 * responded ones, each newest first, 50 at a time.
 */
export function ContactMessagesTab() {
  return (
    <ModerationList
      list={useAdminContactMessages()}
      what="contact messages"
      older="messages"
      empty={{
        icon: <MailIcon />,
        title: 'No Contact Messages',
        text: 'Messages sent from the contact page will appear here.',
      }}
      renderItem={(message) => <ContactMessageItem key={message.id} message={message} />}
    />
  );
}

const STATUS_WORDS = { read: 'read', responded: 'responded' } as const;

function ContactMessageItem({ message }: { message: ContactMessage }) {
  const statusChange = useItemStatusChange({
    update: useUpdateContactMessageStatus(),
    id: message.id,
    failure: adminUpdateFailures.contactMessage,
    succeeded: (status) => ({
      title: toasts.messageUpdated.title,
      description: `The message from ${message.name} is marked ${STATUS_WORDS[status]}.`,
    }),
  });
  const id = `contact-message-${message.id}`;
  const actions = contactMessageActions(message.status);

  return (
    <ItemCard
      id={id}
      title={message.name}
      subtitle={
        <>
          <span className="visually-hidden">Subject: </span>
          {message.subject}
        </>
      }
      badge={CONTACT_MESSAGE_BADGES[message.status]}
      actions={
        actions.length ? (
          <StatusActions
            id={id}
            notesLabel="Admin notes"
            notesNote="(optional)"
            savedNotes={message.adminNotes}
            actions={actions}
            {...statusChange}
          />
        ) : undefined
      }
    >
      <p className="admin-message">{message.message}</p>
      <Facts
        items={[
          { label: 'Email', value: emailLink(message.email) },
          { label: 'Phone', value: phoneLink(message.phone) },
        ]}
      />
      {actions.length ? null : <SavedNotes notes={message.adminNotes} />}
      <ItemTimes
        receivedLabel="Received"
        createdAt={message.createdAt}
        statusChangedAt={message.statusChangedAt}
        statusChangedBy={message.statusChangedBy}
      />
    </ItemCard>
  );
}
