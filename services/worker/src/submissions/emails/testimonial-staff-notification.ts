import { ratingLabels, serviceTypeLabels } from '@beauty/domain/messages';
import { escapeHtml, headerText, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { detailRow, detailsTable, mailtoLink, quoteHtml, staffEmail, textRow } from './submission-fields';

export interface TestimonialStaffNotificationInput {
  testimonial: {
    customerName: string;
    customerEmail: string;
    serviceType: string;
    rating: number;
    content: string;
  };
  businessName: string;
  /** The admin panel, where pending reviews are approved or rejected. */
  adminUrl: string;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** To the team: a new review waits for approval in the admin panel before it is published. */
export function renderTestimonialStaffNotification({
  testimonial,
  businessName,
  adminUrl,
}: TestimonialStaffNotificationInput): RenderedEmail {
  const subject = headerText(`New review waiting for approval: ${testimonial.customerName}`);
  const service =
    serviceTypeLabels[testimonial.serviceType as keyof typeof serviceTypeLabels] ?? testimonial.serviceType;
  const ratingText = `${testimonial.rating} of 5 stars (${ratingLabels[testimonial.rating as 1 | 2 | 3 | 4 | 5] ?? ''})`;
  const waiting = 'It waits for your approval in the admin panel and is published only once approved.';

  const text = [
    `New review for ${businessName}`,
    '',
    `Reviewer: ${testimonial.customerName}`,
    `Email: ${testimonial.customerEmail}`,
    `Service: ${service}`,
    `Rating: ${ratingText}`,
    '',
    testimonial.content.trim(),
    '',
    `${waiting} Approve or reject it here: ${adminUrl}`,
    '',
  ].join('\n');

  const bodyHtml = `${detailsTable([
    textRow('Reviewer', testimonial.customerName),
    detailRow('Email', mailtoLink(testimonial.customerEmail)),
    textRow('Service', service),
    detailRow(
      'Rating',
      `<span style="color:#b76e79" aria-hidden="true">${stars(testimonial.rating)}</span> ${escapeHtml(ratingText)}`,
    ),
  ])}
${quoteHtml(testimonial.content)}
<p style="${styles.paragraph}">${escapeHtml(waiting)}</p>`;

  return staffEmail({
    businessName,
    subject,
    heading: 'New review waiting for approval',
    text,
    bodyHtml,
    adminUrl,
  });
}
