import { type ApplicantEmailStep, emailsApplicant } from '@beauty/domain/application-steps';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { emailJob } from '../pipeline/email';
import { applicationStepSummary, renderApplicationStepEmail } from './emails/application-step';
import {
  findStylistApplication,
  isLatestStatusChange,
  type StylistApplicationRow,
} from './stylist-applications.repository';

/**
 * email.application-step, on an admin's step ('stylist_application.status_changed') that she asked
 * to email the applicant about (`notifyApplicant`): an invitation to interview, a welcome to the
 * team or a gracious decline, in fixed words (her notes are internal and never in it). Nothing for
 * any other change, for an application deleted since, or once a later change has overtaken this
 * one (a decline reconsidered at once; a hire taken back and given again without the email). Once it is sent, the application's
 * timeline says so: 'Applicant emailed', with what was sent.
 */
export const sendApplicationStepEmail = emailJob<
  'stylist_application.status_changed',
  { application: StylistApplicationRow; step: ApplicantEmailStep }
>({
  template: 'application-step',
  load: async (job, { db }) => {
    const { applicationId, to, notifyApplicant } = job.payload;
    if (notifyApplicant !== true || !emailsApplicant(to)) return null;
    const application = await findStylistApplication(db, applicationId);
    if (!application || application.status !== to) return null;
    if (!(await isLatestStatusChange(db, applicationId, job.eventId))) return null;
    return { application, step: to };
  },
  recipients: ({ application }) => [application.email],
  render: ({ application, step }, { config }) =>
    renderApplicationStepEmail({
      step,
      application,
      businessName: config.businessName,
      contactEmails: config.contactEmails,
    }),
  timeline: async (job) => {
    const step = job.payload.to;
    if (!emailsApplicant(step)) return [];
    return [{ status: step, label: TIMELINE_LABELS.applicantEmailed, detail: applicationStepSummary(step) }];
  },
});
