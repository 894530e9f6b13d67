import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { firstName } from './contact-acknowledgment';
import { contactAddresses, mailtoLink } from './submission-fields';

export interface ApplicationAcknowledgmentInput {
  application: { firstName: string };
  businessName: string;
  contactEmails: readonly [string, string];
}

export const APPLICATION_ACKNOWLEDGMENT_SUBJECT = 'We received your application';

/** The next steps of the application success page (spec 001), in order. */
export const APPLICATION_NEXT_STEPS = [
  'Application review',
  'Portfolio and experience evaluation',
  'Initial phone/video interview',
  'Skills assessment (if applicable)',
  'Final decision and onboarding',
] as const;

/** To the applicant: we have the application, will be in touch within 3-5 business days, and what follows. */
export function renderApplicationAcknowledgment({
  application,
  businessName,
  contactEmails,
}: ApplicationAcknowledgmentInput): RenderedEmail {
  const subject = APPLICATION_ACKNOWLEDGMENT_SUBJECT;
  const name = firstName(application.firstName);
  const emails = contactAddresses(contactEmails);
  const promise = "We'll be in touch within 3-5 business days.";

  const text = [
    `Hi ${name || 'there'},`,
    '',
    `Thank you for applying to join the ${businessName} team. We received your application and resume. ${promise}`,
    '',
    'Next steps',
    ...APPLICATION_NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
    '',
    `If you have questions in the meantime, write to us at ${emails.join(' or ')}.`,
    '',
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');

  const bodyHtml = `<h1 style="${styles.heading}">${name ? `Thank you, ${escapeHtml(name)}` : 'Thank you'}</h1>
<p style="${styles.paragraph}">Thank you for applying to join the ${escapeHtml(businessName)} team. We received your application and resume. ${escapeHtml(promise)}</p>
<p style="${styles.paragraph}"><strong>Next steps</strong></p>
<ol style="margin:0 0 20px;padding-left:20px;${styles.value}">
${APPLICATION_NEXT_STEPS.map((step) => `<li>${escapeHtml(step)}</li>`).join('\n')}
</ol>
<p style="${styles.paragraph}">If you have questions in the meantime, write to us at ${emails.map(mailtoLink).join(' or ')}.</p>
<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`;

  return { subject, text, html: layout({ businessName, title: subject, bodyHtml }) };
}
