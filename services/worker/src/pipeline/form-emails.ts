import { type EventType, TIMELINE_LABELS } from '@beauty/domain/events';
import type { WorkerConfig } from '../config';
import { type EmailJobSpec, emailJob } from './email';
import type { RenderedEmail } from './email-layout';

/** One of a public form's two emails (consultation request, contact message, application, review). */
export interface FormEmailSpec<T extends EventType, E> {
  template: string;
  load: EmailJobSpec<T, E>['load'];
  /** The address of whoever filled in the form. */
  senderEmail(entity: E): string;
  render(entity: E, config: WorkerConfig): RenderedEmail;
}

/** To whoever filled in the form: we have it (timeline: "Confirmation email sent"). */
export const acknowledgmentEmail = <T extends EventType, E>(spec: FormEmailSpec<T, E>) =>
  emailJob<T, E>({
    template: spec.template,
    load: spec.load,
    recipients: (entity) => [spec.senderEmail(entity)],
    render: (entity, { config }) => spec.render(entity, config),
    timeline: { status: 'new', label: TIMELINE_LABELS.confirmationEmailSent },
  });

/**
 * To every STAFF_EMAILS address, a reply going to whoever filled in the form (timeline: "Team
 * notified", at the entity's first status).
 */
export const staffNotificationEmail = <T extends EventType, E>(
  spec: FormEmailSpec<T, E> & { status?: string },
) =>
  emailJob<T, E>({
    template: spec.template,
    load: spec.load,
    recipients: (_entity, { config }) => config.staffEmails,
    replyTo: (entity) => spec.senderEmail(entity),
    render: (entity, { config }) => spec.render(entity, config),
    timeline: { status: spec.status ?? 'new', label: TIMELINE_LABELS.teamNotified },
  });
