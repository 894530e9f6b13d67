import { APPLICATION_NEXT_STEPS, applicationResponsePromise } from '@beauty/domain/application-steps';
import { escapeHtml, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { renderAcknowledgment } from './acknowledgment';
import { firstName } from './contact-acknowledgment';

export interface ApplicationAcknowledgmentInput {
  application: { firstName: string };
  businessName: string;
  contactEmails: readonly [string, string];
}

export const APPLICATION_ACKNOWLEDGMENT_SUBJECT = 'We received your application';

/** To the applicant: we have the application, will be in touch within 3-5 business days, and what follows. */
export function renderApplicationAcknowledgment({
  application,
  businessName,
  contactEmails,
}: ApplicationAcknowledgmentInput): RenderedEmail {
  const promise = applicationResponsePromise;
  return renderAcknowledgment({
    subject: APPLICATION_ACKNOWLEDGMENT_SUBJECT,
    name: firstName(application.firstName),
    businessName,
    contactEmails,
    text: [
      `Thank you for applying to join the ${businessName} team. We received your application and resume. ${promise}`,
      '',
      'Next steps',
      ...APPLICATION_NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
    ],
    html: [
      `<p style="${styles.paragraph}">Thank you for applying to join the ${escapeHtml(businessName)} team. We received your application and resume. ${escapeHtml(promise)}</p>`,
      `<p style="${styles.paragraph}"><strong>Next steps</strong></p>`,
      `<ol style="margin:0 0 20px;padding-left:20px;${styles.value}">`,
      ...APPLICATION_NEXT_STEPS.map((step) => `<li>${escapeHtml(step)}</li>`),
      '</ol>',
    ],
    writeToUs: 'If you have questions in the meantime, write to us at',
  });
}
