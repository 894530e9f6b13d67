import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import type { ContactMessageCreated, ContactMessageInput } from '@beauty/domain/schemas/contact';
import { ContactMessageInput as contactMessageValidator } from '@beauty/domain/standalone-validators';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailField, InputField, NameField, PhoneField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { type FieldErrors, validate } from '@/lib/validation';
import { useCreateContactMessage } from '../api/create-contact-message';

type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';
type ContactValues = Record<ContactField, string>;
type ContactErrors = FieldErrors<ContactMessageInput>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
const fieldId = (field: ContactField) => `contact-${field}`;

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

function focusFirstInvalid(errors: ContactErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

export function ContactForm({ onSent }: { onSent: (created: ContactMessageCreated) => void }) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const sendMessage = useCreateContactMessage();

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After the first submit, messages follow the text as it is corrected.
    if (attempted) setErrors(validate<ContactMessageInput>(contactMessageValidator, toInput(next)).errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendMessage.isPending) return;
    setAttempted(true);
    const result = validate<ContactMessageInput>(contactMessageValidator, toInput(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
      return;
    }
    setErrors({});
    sendMessage.mutate(result.value, {
      onSuccess: (created) => {
        toast({ ...toasts.contactSent, variant: 'success' });
        onSent(created);
      },
      onError: (error) => {
        const serverErrors: ContactErrors = {};
        for (const { field, message } of readErrorBody(error).errors) {
          if ((FIELD_ORDER as readonly string[]).includes(field))
            serverErrors[field as ContactField] ??= message;
        }
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
        toast({ ...toasts.contactFailed, variant: 'destructive' });
      },
    });
  };

  return (
    <Card className="contact-form-card">
      <CardHeader>
        <CardTitle id="contact-form-title">Send Us a Message</CardTitle>
        <CardDescription>All fields are required unless marked optional.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="contact-form"
          aria-labelledby="contact-form-title"
          aria-busy={sendMessage.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="contact-form__row">
            <NameField
              id={fieldId('name')}
              error={errors.name}
              value={values.name}
              onChange={onChange('name')}
            />
            <EmailField
              id={fieldId('email')}
              error={errors.email}
              value={values.email}
              onChange={onChange('email')}
            />
          </div>
          <div className="contact-form__row">
            <PhoneField
              id={fieldId('phone')}
              labelNote="(optional)"
              error={errors.phone}
              value={values.phone}
              onChange={onChange('phone')}
            />
            <InputField
              id={fieldId('subject')}
              label="Subject"
              error={errors.subject}
              name="subject"
              maxLength={LIMITS.subject}
              value={values.subject}
              onChange={onChange('subject')}
            />
          </div>
          <TextareaField
            id={fieldId('message')}
            label="Message"
            hint="Your event date, location and the looks you have in mind help us reply with details."
            error={errors.message}
            name="message"
            rows={6}
            maxLength={LIMITS.longText}
            value={values.message}
            onChange={onChange('message')}
          />
          <div className="contact-form__actions">
            <Button type="submit" size="lg" disabled={sendMessage.isPending}>
              {sendMessage.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
