import type { EventType } from '@beauty/domain/events';
import type { Knex } from 'knex';
import { calendarEmailSettings } from '../pipeline/calendar-email';
import { emailJob } from '../pipeline/email';
import type { RenderedEmail } from '../pipeline/email-layout';
import type { EventJob, JobHandler } from '../pipeline/handler';
import type { ConsultationEmailRow } from './consultations.repository';
import type { CustomerEmailInput } from './emails/consultation-emails';

/** The consultation a calendar email is about and its calendar file's SEQUENCE. */
export interface ConsultationCalendarEmail {
  consultation: ConsultationEmailRow;
  sequence: number;
}

/**
 * A customer email about a scheduled consultation with its calendar file (UID per consultation,
 * the event's SEQUENCE); `load` returns null when the event calls for no email.
 */
export function consultationCalendarEmailJob<T extends EventType>(spec: {
  template: string;
  load(job: EventJob<T>, db: Knex): Promise<ConsultationCalendarEmail | null>;
  render(input: CustomerEmailInput): RenderedEmail;
}): JobHandler<T> {
  return emailJob<T, ConsultationCalendarEmail>({
    template: spec.template,
    load: (job, { db }) => spec.load(job, db),
    recipients: ({ consultation }) => [consultation.customer.email],
    render: ({ consultation, sequence }, { config }) =>
      spec.render({
        consultation,
        ...calendarEmailSettings(config, sequence),
      }),
    timeline: null,
  });
}
