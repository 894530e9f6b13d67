import { Link } from '@/app/navigation/navigation';
import { SuccessCard } from '@/components/success-card';
import { buttonClasses } from '@/components/ui/button';

/** Spec 001: what happens after an application is received, in order. */
const NEXT_STEPS = [
  'Application review',
  'Portfolio and experience evaluation',
  'Initial phone or video interview',
  'Skills assessment (if applicable)',
  'Final decision and onboarding',
] as const;

export function ApplicationSuccess() {
  return (
    <SuccessCard
      className="application-success"
      title="Thank You for Applying!"
      text="We have received your application and resume. Our team will review them and be in touch within 3-5 business days."
    >
      <div className="application-success__steps">
        <h3 className="application-success__steps-title">Next steps</h3>
        <ol>
          {NEXT_STEPS.map((step, index) => (
            <li key={step}>
              <span className="application-success__step-number" aria-hidden="true">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </div>
      <Link to="/" className={buttonClasses({ className: 'success-card__home' })}>
        Back to Home
      </Link>
    </SuccessCard>
  );
}
