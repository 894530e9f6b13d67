import { SPECIALTY_LABELS } from '@beauty/domain/catalog';
import { imageAddress } from '@beauty/domain/image-address';
import { escapeHtml, headerText, type RenderedEmail, styles } from '../../pipeline/email-layout';
import type { StylistApplicationRow } from '../stylist-applications.repository';
import {
  detailRow,
  detailsTable,
  link,
  mailtoLink,
  quoteHtml,
  staffEmail,
  textRow,
} from './submission-fields';

export interface ApplicationStaffNotificationInput {
  application: Omit<StylistApplicationRow, 'id' | 'status'>;
  businessName: string;
  /** The resume link is built on it: `${publicUrl}/api/images/<uploadId>` (downloads for a signed-in admin). */
  publicUrl: string;
}

/** Only web addresses become links; anything else is shown as text. */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** To the team: a new stylist application, with a link to download the resume. */
export function renderApplicationStaffNotification({
  application,
  businessName,
  publicUrl,
}: ApplicationStaffNotificationInput): RenderedEmail {
  const fullName = `${application.firstName.trim()} ${application.lastName.trim()}`;
  const subject = headerText(`New stylist application: ${fullName}`);
  const resumeUrl = `${publicUrl}${imageAddress(application.resumeUploadId)}`;
  // The admins' page of the applications.
  const reviewUrl = `${publicUrl}/admin/applications`;
  const specialties =
    SPECIALTY_LABELS[application.specialties as keyof typeof SPECIALTY_LABELS] ?? application.specialties;
  const portfolio = application.portfolio?.trim() || null;
  const additionalInfo = application.additionalInfo?.trim() || null;

  const text = [
    `New stylist application for ${businessName}`,
    '',
    `Name: ${fullName}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone}`,
    `Specialties: ${specialties}`,
    `Portfolio: ${portfolio ?? 'not given'}`,
    `Resume (PDF, downloads when you are signed in as an admin): ${resumeUrl}`,
    '',
    'Experience highlights',
    application.experience.trim(),
    '',
    'Additional information',
    additionalInfo ?? 'none',
    '',
    'Please answer within 3-5 business days: the applicant was told so.',
    `Manage the application in the admin panel (Stylist Applications): ${reviewUrl}`,
    '',
  ].join('\n');

  const bodyHtml = `${detailsTable([
    textRow('Name', fullName),
    detailRow('Email', mailtoLink(application.email)),
    textRow('Phone', application.phone),
    textRow('Specialties', specialties),
    portfolio && isWebAddress(portfolio)
      ? detailRow('Portfolio', link(portfolio))
      : textRow('Portfolio', portfolio ?? 'not given'),
  ])}
<p style="margin:0 0 24px"><a href="${escapeHtml(resumeUrl)}" style="${styles.button}">Download the resume (PDF)</a></p>
<p style="${styles.paragraph}">The resume downloads when you are signed in as an admin: ${link(resumeUrl)}</p>
<p style="${styles.paragraph}"><strong>Experience highlights</strong></p>
${quoteHtml(application.experience)}
<p style="${styles.paragraph}"><strong>Additional information</strong></p>
${additionalInfo ? quoteHtml(additionalInfo) : `<p style="${styles.quote}">none</p>`}
<p style="${styles.paragraph}">Please answer within 3-5 business days: the applicant was told so.</p>`;

  return staffEmail({
    businessName,
    subject,
    heading: 'New stylist application',
    text,
    bodyHtml,
    adminUrl: reviewUrl,
  });
}
