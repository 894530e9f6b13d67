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
