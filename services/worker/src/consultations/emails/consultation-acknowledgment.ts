import { toasts } from '@beauty/domain/messages';
import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAcknowledgment } from '../../submissions/emails/acknowledgment';
import { firstName } from '../../submissions/emails/contact-acknowledgment';
import { choiceLabel, eventDateLabel } from '../../submissions/emails/submission-fields';

export interface ConsultationAcknowledgmentInput {
  request: {
    name: string;
    eventType: string | null;
    eventDate: string | null;
    inspirationImages: readonly string[];
  };
  businessName: string;
  contactEmails: readonly [string, string];
}

export const CONSULTATION_ACKNOWLEDGMENT_SUBJECT = 'We received your consultation request';

/** The spec's promise, word for word: "We'll contact you within 24 hours to schedule your free consultation." */
export const CONSULTATION_PROMISE = toasts.consultationSubmitted.description;

/** To the client: the request arrived and we will call within 24 hours to schedule the free consultation. */
export function renderConsultationAcknowledgment({
  request,
  businessName,
  contactEmails,
}: ConsultationAcknowledgmentInput): RenderedEmail {
  const name = firstName(request.name);
  const eventType = choiceLabel(request.eventType);
  const eventDate = eventDateLabel(request.eventDate);
  const photos = request.inspirationImages.length;
  const summary = [
    eventType ? `Event: ${eventType}` : null,
    eventDate ? `Date: ${eventDate}` : null,
    photos ? `Inspiration photos: ${photos}` : null,
  ].filter((line): line is string => Boolean(line));

  return renderAcknowledgment({
    subject: CONSULTATION_ACKNOWLEDGMENT_SUBJECT,
    name,
    businessName,
    contactEmails,
    text: [
      `Thank you for requesting a free consultation with ${businessName}. ${CONSULTATION_PROMISE}`,
      '',
      ...(summary.length ? ['Your request', ...summary, ''] : []),
      'Your answers to the questionnaire help your stylist prepare, so the consultation can focus on your look.',
    ],
    html: [
      `<p style="${styles.paragraph}">Thank you for requesting a free consultation with ${escapeHtml(businessName)}. ${escapeHtml(CONSULTATION_PROMISE)}</p>`,
      summary.length ? `<p style="${styles.quote}">${summary.map(escapeHtml).join('<br>')}</p>` : '',
      `<p style="${styles.paragraph}">Your answers to the questionnaire help your stylist prepare, so the consultation can focus on your look.</p>`,
    ],
    writeToUs: 'If you would like to add anything, write to us at',
  });
}
