import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { renderTestimonialStaffNotification } from './emails/testimonial-staff-notification';
import { findTestimonial, type TestimonialRow } from './testimonials.repository';

/** email.testimonial-staff-notification: the team hears a review waits for approval. */
export const sendTestimonialStaffNotification = emailJob<'testimonial.submitted', TestimonialRow>({
  template: 'testimonial-staff-notification',
  load: (job, { db }) => findTestimonial(db, job.payload.testimonialId),
  recipients: (_testimonial, { config }) => config.staffEmails,
  replyTo: (testimonial) => testimonial.customerEmail,
  render: (testimonial, { config }) =>
    renderTestimonialStaffNotification({
      testimonial,
      businessName: config.businessName,
      adminUrl: `${config.publicUrl}/`,
    }),
  timeline: { status: 'pending', label: TIMELINE_LABELS.teamNotified },
});
