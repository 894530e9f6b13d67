import type { ApplicantEmailStep } from '@beauty/domain/application-steps';
import { escapeHtml, layout, type RenderedEmail, styles } from '../../pipeline/email-layout';
import { firstName } from './contact-acknowledgment';
import { contactAddresses, mailtoLink } from './submission-fields';

export interface ApplicationStepEmailInput {
  step: ApplicantEmailStep;
  application: { firstName: string };
  businessName: string;
  contactEmails: readonly [string, string];
}

interface StepWords {
  subject: string;
  /** The heading, with her first name when it reads as one. */
  heading(name: string): string;
  /** The paragraphs, in plain text (escaped for the HTML part). */
  paragraphs(businessName: string): string[];
  /** The sentence ending with our addresses, or null for none. */
  writeToUs: string | null;
  /** What the timeline says was sent ('Applicant emailed': <summary>). */
  summary: string;
}

/**
 * The applicant's email for each step the admin may send one about, in fixed words: nothing the
 * admin typed (her notes are internal) and nothing the applicant wrote but her first name.
 */
const STEP_WORDS: Record<ApplicantEmailStep, StepWords> = {
  interviewing: {
    subject: 'We would love to meet you',
    heading: (name) => (name ? `We would love to meet you, ${name}` : 'We would love to meet you'),
    paragraphs: (businessName) => [
      `Thank you for applying to join the ${businessName} team. We have enjoyed getting to know your work, and we would love to meet you for an interview.`,
      "We'll be in touch by email or phone to arrange a time that suits you.",
    ],
    writeToUs: 'If you have any questions before then, write to us at',
    summary: 'Invitation to interview',
  },
  hired: {
    subject: 'Welcome to the team',
    heading: (name) => (name ? `Welcome to the team, ${name}` : 'Welcome to the team'),
    paragraphs: (businessName) => [
      `We are delighted to welcome you to the ${businessName} team. Thank you for the care and artistry you shared with us throughout your application.`,
      "We'll be in touch soon about next steps.",
    ],
    writeToUs: 'In the meantime, if you have any questions, write to us at',
    summary: 'Welcome to the team',
  },
  declined: {
    subject: 'An update on your application',
    heading: (name) => (name ? `Thank you, ${name}` : 'Thank you'),
    paragraphs: (businessName) => [
      `Thank you for your interest in joining the ${businessName} team, and for the time you took to share your work with us.`,
      "After careful consideration, we won't be moving forward with your application at this time.",
      'We wish you well, and every success in the work ahead.',
    ],
    writeToUs: null,
    summary: 'Not moving forward at this time',
  },
};

/** What the timeline entry of a sent step email says it was, e.g. 'Invitation to interview'. */
export const applicationStepSummary = (step: ApplicantEmailStep) => STEP_WORDS[step].summary;

/**
 * To the applicant, when the admin ticked 'Email … about this' on a step: an invitation to
 * interview, a welcome to the team, or a gracious decline.
 */
export function renderApplicationStepEmail({
  step,
  application,
  businessName,
  contactEmails,
}: ApplicationStepEmailInput): RenderedEmail {
  const words = STEP_WORDS[step];
  const name = firstName(application.firstName);
  const paragraphs = words.paragraphs(businessName);
  const emails = contactAddresses(contactEmails);
  const text = [
    `Hi ${name || 'there'},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(words.writeToUs ? [`${words.writeToUs} ${emails.join(' or ')}.`, ''] : []),
    'Warm regards,',
    `The ${businessName} team`,
    '',
  ].join('\n');
  const bodyHtml = [
    `<h1 style="${styles.heading}">${escapeHtml(words.heading(name))}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="${styles.paragraph}">${escapeHtml(paragraph)}</p>`),
    ...(words.writeToUs
      ? [`<p style="${styles.paragraph}">${words.writeToUs} ${emails.map(mailtoLink).join(' or ')}.</p>`]
      : []),
    `<p style="${styles.paragraph}">Warm regards,<br>The ${escapeHtml(businessName)} team</p>`,
  ].join('\n');
  return {
    subject: words.subject,
    text,
    html: layout({ businessName, title: words.subject, bodyHtml }),
  };
}
