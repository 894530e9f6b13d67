import {
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_LABELS,
  type QuestionnaireField,
} from '@beauty/domain/questionnaire';
import { REPLY_WITHIN } from '@beauty/domain/reply-promise';
import { headerText, type RenderedEmail, styles } from '../../pipeline/email-layout';
import {
  choiceLabel,
  detailRow,
  detailsTable,
  eventDateLabel,
  imageLink,
  link,
  mailtoLink,
  staffEmail,
  textRow,
} from '../../submissions/emails/submission-fields';

export interface ConsultationStaffNotificationInput {
  request: Record<'name' | 'email', string> &
    Record<'phone' | 'eventType' | 'eventDate' | QuestionnaireField, string | null> & {
      inspirationImages: readonly string[];
    };
  businessName: string;
  /** Photo links are built on it: `${publicUrl}/api/images/<id>` (shown to signed-in admins). */
  publicUrl: string;
  /** The admin panel (the signed-in dashboard lists consultation requests). */
  adminUrl: string;
}

const NOT_ANSWERED = 'not answered';

/** Answers chosen from a list: shown by their label. */
const CHOICES: ReadonlySet<QuestionnaireField> = new Set(['skinType', 'falseLashesExperience']);

/** To the team: a new consultation request, with every questionnaire answer and the photos. */
export function renderConsultationStaffNotification({
  request,
  businessName,
  publicUrl,
  adminUrl,
}: ConsultationStaffNotificationInput): RenderedEmail {
  const subject = headerText(`New consultation request: ${request.name}`);
  const answer = (value: string | null) => value?.trim() || NOT_ANSWERED;
  const contact: Array<[string, string]> = [
    ['Phone', answer(request.phone)],
    ['Event type', choiceLabel(request.eventType) ?? NOT_ANSWERED],
    ['Event date', eventDateLabel(request.eventDate) ?? NOT_ANSWERED],
  ];
  // The questionnaire in the spec's order, each question as the form asked it, as the admin panel shows it.
  const questionnaire: Array<[string, string]> = QUESTIONNAIRE_FIELDS.map((field) => [
    QUESTIONNAIRE_LABELS[field],
    CHOICES.has(field) ? (choiceLabel(request[field]) ?? NOT_ANSWERED) : answer(request[field]),
  ]);
  const photos = request.inspirationImages
    .map((address) => imageLink(publicUrl, address))
    .filter((href): href is string => href !== null);

  const text = [
    `New consultation request for ${businessName}`,
    '',
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    ...contact.map(([label, value]) => `${label}: ${value}`),
    '',
    'Questionnaire',
    // A question is followed by its answer ('How do you feel about false lashes? Love them!').
    ...questionnaire.map(([label, value]) =>
      label.endsWith('?') ? `${label} ${value}` : `${label}: ${value}`,
    ),
    '',
    photos.length
      ? `Inspiration photos (${photos.length}; they open for a signed-in admin):`
      : 'Inspiration photos: none',
    ...photos,
    '',
    `Call them ${REPLY_WITHIN} to schedule the free consultation. Manage the request in the admin panel: ${adminUrl}`,
    '',
  ].join('\n');

  const photosHtml = photos.length
    ? `<p style="${styles.paragraph}"><strong>Inspiration photos</strong> (they open for a signed-in admin)</p>
<ol style="margin:0 0 20px;padding-left:20px;${styles.value}">
${photos.map((href, i) => `<li>${link(href, `Photo ${i + 1}`)}</li>`).join('\n')}
</ol>`
    : `<p style="${styles.paragraph}"><strong>Inspiration photos</strong>: none</p>`;
  const bodyHtml = `${detailsTable([
    textRow('Name', request.name),
    detailRow('Email', mailtoLink(request.email)),
    ...contact.map(([label, value]) => textRow(label, value)),
  ])}
<p style="${styles.paragraph}"><strong>Questionnaire</strong></p>
${detailsTable(questionnaire.map(([label, value]) => textRow(label, value)))}
${photosHtml}
<p style="${styles.paragraph}">Call them ${REPLY_WITHIN} to schedule the free consultation.</p>`;

  return staffEmail({ businessName, subject, heading: 'New consultation request', text, bodyHtml, adminUrl });
}
