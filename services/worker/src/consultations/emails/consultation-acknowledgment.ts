import { toasts } from '@beauty/domain/messages';
import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { firstName } from '../../submissions/emails/contact-acknowledgment';
import {
  choiceLabel,
  contactAddresses,
  eventDateLabel,
  mailtoLink,
} from '../../submissions/emails/submission-fields';

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
  const subject = CONSULTATION_ACKNOWLEDGMENT_SUBJECT;
  const name = firstName(request.name);
  const eventType = choiceLabel(request.eventType);
  const eventDate = eventDateLabel(request.eventDate);
  const photos = request.inspirationImages.length;
  const summary = [
    eventType ? `Event: ${eventType}` : null,
    eventDate ? `Date: ${eventDate}` : null,
    photos ? `Inspiration photos: ${photos}` : null,
  ].filter((line): line is string => Boolean(line));
  const emails = contactAddresses(contactEmails);

  const text = [
    `Hi ${name || 'there'},`,
    '',
    `Thank you for requesting a free consultation with ${businessName}. ${CONSULTATION_PROMISE}`,
    '',
    ...(summary.length ? ['Your request', ...summary, ''] : []),
    'Your answers to the questionnaire help your stylist prepare, so the consultation can focus on your look.',
    '',
    `If you would like to add anything, write to us at ${emails.join(' or ')}.`,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');

  const bodyHtml = `<h1 style="${styles.heading}">${name ? `Thank you, ${escapeHtml(name)}` : 'Thank you'}</h1>
<p style="${styles.paragraph}">Thank you for requesting a free consultation with ${escapeHtml(businessName)}. ${escapeHtml(CONSULTATION_PROMISE)}</p>
${summary.length ? `<p style="${styles.quote}">${summary.map(escapeHtml).join('<br>')}</p>` : ''}
<p style="${styles.paragraph}">Your answers to the questionnaire help your stylist prepare, so the consultation can focus on your look.</p>
<p style="${styles.paragraph}">If you would like to add anything, write to us at ${emails.map(mailtoLink).join(' or ')}.</p>
<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`;

  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
