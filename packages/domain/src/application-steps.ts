import type { ApplicationStatus } from './status';

/** When a stylist applicant hears back (spec 001): the application toast and the applicant's email. */
export const applicationResponsePromise = "We'll be in touch within 3-5 business days.";

/**
 * What happens after an application is received (spec 001, Stylist Application page), in order:
 * the success page and the applicant's email list them.
 */
export const APPLICATION_NEXT_STEPS = [
  'Application review',
  'Portfolio and experience evaluation',
  'Initial phone/video interview',
  'Skills assessment (if applicable)',
  'Final decision and onboarding',
] as const;

/**
 * The hiring steps the admin may email the applicant about, when she ticks the box beside the
 * notes: an interview invitation, a hire, a decline. Marking reviewed (or reconsidering a declined
 * application, which marks it reviewed again) never emails: nothing has changed for the applicant.
 */
export const APPLICANT_EMAIL_STEPS = [
  'interviewing',
  'hired',
  'declined',
] as const satisfies readonly ApplicationStatus[];
export type ApplicantEmailStep = (typeof APPLICANT_EMAIL_STEPS)[number];

/** Whether moving an application to `status` may email the applicant. */
export const emailsApplicant = (status: string): status is ApplicantEmailStep =>
  (APPLICANT_EMAIL_STEPS as readonly string[]).includes(status);
