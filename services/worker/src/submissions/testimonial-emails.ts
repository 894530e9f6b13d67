import { formEmails } from '../pipeline/form-emails';
import { renderTestimonialStaffNotification } from './emails/testimonial-staff-notification';
import { findTestimonial, type TestimonialRow } from './testimonials.repository';

/** email.testimonial-staff-notification: the team hears a review waits for approval. */
export const sendTestimonialStaffNotification = formEmails<'testimonial.submitted', TestimonialRow>({
  load: (job, { db }) => findTestimonial(db, job.payload.testimonialId),
  senderEmail: (testimonial) => testimonial.customerEmail,
}).staffNotification({
  template: 'testimonial-staff-notification',
  render: (testimonial, { businessName, publicUrl }) =>
    renderTestimonialStaffNotification({ testimonial, businessName, adminUrl: `${publicUrl}/` }),
  status: 'pending',
});
