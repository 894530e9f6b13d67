import { describe, expect, it } from '@jest/globals';
import { APPLICANT_EMAIL_STEPS, emailsApplicant } from './application-steps';
import { APPLICATION_STATUSES } from './status';

describe('the steps that may email the applicant', () => {
  it('are an interview, a hire and a decline; reviewed (and reconsidering) and new never email', () => {
    expect(APPLICANT_EMAIL_STEPS).toEqual(['interviewing', 'hired', 'declined']);
    expect(APPLICATION_STATUSES.filter(emailsApplicant)).toEqual(['interviewing', 'hired', 'declined']);
    for (const status of ['new', 'reviewed', '', 'Hired', 'toString'])
      expect(emailsApplicant(status)).toBe(false);
  });
});
