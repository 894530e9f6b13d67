import { APPLICANT_EMAIL_STEPS } from '@beauty/domain/application-steps';
import { applicationStepSummary, renderApplicationStepEmail } from './application-step';

const business = {
  businessName: 'Bridal & Beauty <South Sound>',
  contactEmails: ['hello@bridal.example', 'team@bridal.example'] as const,
};
const render = (step: (typeof APPLICANT_EMAIL_STEPS)[number], firstName = 'Maya') =>
  renderApplicationStepEmail({ step, application: { firstName }, ...business });

describe("the applicant's step emails", () => {
  it('invites her to interview: thanks, we would love to meet, we will arrange a time by email or phone', () => {
    const email = render('interviewing');
    expect(email.subject).toBe('We would love to meet you');
    expect(email.text).toContain('Hi Maya,');
    expect(email.text).toContain(
      'Thank you for applying to join the Bridal & Beauty <South Sound> team. We have enjoyed getting to know your work, and we would love to meet you for an interview.',
    );
    expect(email.text).toContain("We'll be in touch by email or phone to arrange a time that suits you.");
    expect(email.text).toContain('write to us at hello@bridal.example or team@bridal.example.');
    expect(email.html).toContain('We would love to meet you, Maya</h1>');
    expect(email.html).toContain('href="mailto:hello@bridal.example"');
  });

  it('welcomes her to the team and promises word about next steps', () => {
    const email = render('hired');
    expect(email.subject).toBe('Welcome to the team');
    expect(email.text).toContain(
      'We are delighted to welcome you to the Bridal & Beauty <South Sound> team.',
    );
    expect(email.text).toContain("We'll be in touch soon about next steps.");
    expect(email.html).toContain('Welcome to the team, Maya</h1>');
  });

  it('declines gracefully: thanks for her interest, not moving forward at this time, we wish her well', () => {
    const email = render('declined');
    expect(email.subject).toBe('An update on your application');
    expect(email.text).toContain(
      'Thank you for your interest in joining the Bridal & Beauty <South Sound> team',
    );
    expect(email.text).toContain("we won't be moving forward with your application at this time.");
    expect(email.text).toContain('We wish you well');
    expect(email.html).toContain('Thank you, Maya</h1>');
    // Nothing invites a debate of the decision.
    expect(email.text).not.toContain('write to us');
  });

  it.each(APPLICANT_EMAIL_STEPS)(
    '%s: signed by the business, escaped in the HTML, on one subject line',
    (step) => {
      const email = render(step);
      expect(email.text).toMatch(/Warm regards,\nThe Bridal & Beauty <South Sound> team\n$/);
      expect(email.html).toContain('The Bridal &amp; Beauty &lt;South Sound&gt; team');
      expect(email.html).not.toContain('<South Sound>');
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(applicationStepSummary(step)).toEqual(expect.any(String));
    },
  );

  it.each(APPLICANT_EMAIL_STEPS)(
    '%s: a first name that is not plainly a name is left out, never quoted',
    (step) => {
      const email = render(step, '<img src=x onerror=alert(1)> www.example.com');
      for (const part of [email.text, email.html]) {
        expect(part).not.toContain('onerror');
        expect(part).not.toContain('www.example.com');
      }
      expect(email.text).toContain('Hi there,');
    },
  );

  it('names what was sent for the timeline, one wording per step', () => {
    expect(APPLICANT_EMAIL_STEPS.map(applicationStepSummary)).toEqual([
      'Invitation to interview',
      'Welcome to the team',
      'Not moving forward at this time',
    ]);
  });
});
