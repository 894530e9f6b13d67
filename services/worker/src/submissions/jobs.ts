import { defineJob, EMAIL_RETRY, type JobDefinition } from '../pipeline/job-table';
import { sendApplicationAcknowledgment, sendApplicationStaffNotification } from './application-emails';
import { sendApplicationStepEmail } from './application-step-email';
import { sendContactAcknowledgment, sendContactStaffNotification } from './contact-emails';
import { sendTestimonialStaffNotification } from './testimonial-emails';

/** The event jobs of the public forms (contact, stylist applications, reviews): job name -> queue, handler, retries, and the event types that start it. */
export const submissionJobs = {
  'email.contact-staff-notification': defineJob({
    queue: 'emails',
    handler: sendContactStaffNotification,
    ...EMAIL_RETRY,
    eventTypes: ['contact_message.received'],
  }),
  'email.contact-acknowledgment': defineJob({
    queue: 'emails',
    handler: sendContactAcknowledgment,
    ...EMAIL_RETRY,
    eventTypes: ['contact_message.received'],
  }),
  'email.application-staff-notification': defineJob({
    queue: 'emails',
    handler: sendApplicationStaffNotification,
    ...EMAIL_RETRY,
    eventTypes: ['stylist_application.received'],
  }),
  'email.application-acknowledgment': defineJob({
    queue: 'emails',
    handler: sendApplicationAcknowledgment,
    ...EMAIL_RETRY,
    eventTypes: ['stylist_application.received'],
  }),
  // Every step the admin takes; it emails only when she asked (`notifyApplicant`) on an
  // interview, a hire or a decline.
  'email.application-step': defineJob({
    queue: 'emails',
    handler: sendApplicationStepEmail,
    ...EMAIL_RETRY,
    eventTypes: ['stylist_application.status_changed'],
  }),
  'email.testimonial-staff-notification': defineJob({
    queue: 'emails',
    handler: sendTestimonialStaffNotification,
    ...EMAIL_RETRY,
    eventTypes: ['testimonial.submitted'],
  }),
} satisfies Record<string, JobDefinition>;
