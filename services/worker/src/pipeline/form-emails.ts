import { type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import type { WorkerConfig } from '../config';
import { type EmailJobSpec, emailJob } from './email';
import type { RenderedEmail } from './email-layout';

/** A public form (consultation request, contact message, application, review) its emails are about. */
export interface FormSpec<T extends EventType, E> {
  /** The row the event names. */
  load: EmailJobSpec<T, E>['load'];
  /** The address of whoever filled in the form. */
  senderEmail(entity: E): string;
}

/** One of a form's emails. */
export interface FormEmailSpec<E> {
  template: string;
  render(entity: E, config: WorkerConfig): RenderedEmail;
}

/** The emails of one form, each reading its row and its sender the same way. */
export const formEmails = <T extends EventType, E>(form: FormSpec<T, E>) => ({
  /** To whoever filled in the form: we have it (timeline: "Confirmation email sent"). */
  acknowledgment: (email: FormEmailSpec<E>) =>
    emailJob<T, E>({
      template: email.template,
      load: form.load,
      recipients: (entity) => [form.senderEmail(entity)],
      render: (entity, { config }) => email.render(entity, config),
      timeline: { status: 'new', label: TIMELINE_LABELS.confirmationEmailSent },
    }),

  /**
   * To every STAFF_EMAILS address, a reply going to whoever filled in the form (timeline: "Team
   * notified", at the entity's first status).
   */
  staffNotification: (email: FormEmailSpec<E> & { status?: string }) =>
    emailJob<T, E>({
      template: email.template,
      load: form.load,
      recipients: (_entity, { config }) => config.staffEmails,
      replyTo: (entity) => form.senderEmail(entity),
      render: (entity, { config }) => email.render(entity, config),
      timeline: { status: email.status ?? 'new', label: TIMELINE_LABELS.teamNotified },
    }),
});
