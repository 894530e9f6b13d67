import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import type { ContactMessageCreated, ContactMessageInput } from '@beauty/domain/schemas/contact';
import { ContactMessageInput as contactMessageValidator } from '@beauty/domain/standalone-validators';
import { CardForm } from '@/components/card-form';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, LongTextField, NameField, PhoneField } from '@/components/ui/fields';
import { sendForm } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignedInPrefill } from '@/lib/use-signed-in-prefill';
import { useCreateContactMessage } from '../api/create-contact-message';

type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';
type ContactValues = Record<ContactField, string>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
const fieldId = (field: ContactField) => `contact-${field}`;
/** Filled from a signed-in visitor's account. */
const SENDER_FIELDS = { name: 'name', email: 'email', phone: 'phone' } as const;

/** What is sent: trimmed text, and no phone at all when it was left empty. */
function toInput(values: ContactValues): ContactMessageInput {
  const input: ContactMessageInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
  const phone = values.phone.trim();
  if (phone) input.phone = phone;
  return input;
}

export function ContactForm({ onSent }: { onSent: (created: ContactMessageCreated) => void }) {
  const sendMessage = useCreateContactMessage();
  const form = useSchemaForm<ContactValues, ContactMessageInput>({
    initial: EMPTY,
    validator: contactMessageValidator,
    toInput,
    fields: FIELD_ORDER,
    fieldId,
  });
  useSignedInPrefill(form, SENDER_FIELDS);

  const send = sendForm(form, sendMessage, {
    saved: toasts.contactSent,
    failed: toasts.contactFailed,
    afterSaved: onSent,
  });

  return (
    <CardForm name="contact" title="Send Us a Message" {...send}>
      <div className="card-form__row">
        <NameField {...form.field('name')} />
        <EmailField {...form.field('email')} />
      </div>
      <div className="card-form__row">
        <PhoneField {...form.field('phone')} labelNote="(optional)" />
        <InputField {...form.field('subject')} label="Subject" name="subject" maxLength={LIMITS.subject} />
      </div>
      <LongTextField
        {...form.field('message')}
        label="Message"
        hint="Your event date, location and the looks you have in mind help us reply with details."
        name="message"
      />
      <div className="card-form__actions contact-form__actions">
        <Button type="submit" size="lg" busy={sendMessage.isPending} busyLabel="Sending...">
          Send Message
        </Button>
      </div>
    </CardForm>
  );
}
