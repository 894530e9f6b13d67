import { staffNotificationEmail } from '../pipeline/form-emails';
import { renderTestimonialStaffNotification } from './emails/testimonial-staff-notification';
import { findTestimonial, type TestimonialRow } from './testimonials.repository';

/** email.testimonial-staff-notification: the team hears a review waits for approval. */
export const sendTestimonialStaffNotification = staffNotificationEmail<
  'testimonial.submitted',
  TestimonialRow
>({
  template: 'testimonial-staff-notification',
  load: (job, { db }) => findTestimonial(db, job.payload.testimonialId),
  senderEmail: (testimonial) => testimonial.customerEmail,
  render: (testimonial, { businessName, publicUrl }) =>
    renderTestimonialStaffNotification({ testimonial, businessName, adminUrl: `${publicUrl}/` }),
  status: 'pending',
});
