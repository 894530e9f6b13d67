import { APPLICATION_NEXT_STEPS } from '@beauty/domain/application-steps';
import { Link } from '@/app/navigation/navigation';
import { NumberedSteps } from '@/components/numbered-steps';
import { SuccessCard } from '@/components/success-card';
import { buttonClasses } from '@/components/ui/button';

export function ApplicationSuccess() {
  return (
    <SuccessCard
      className="application-success"
      title="Thank You for Applying!"
      text="We have received your application and resume. Our team will review them and be in touch within 3-5 business days."
    >
      <div className="status-panel stack gap-4 application-success__steps">
        <h3 className="caps-heading">Next steps</h3>
        <NumberedSteps
          steps={APPLICATION_NEXT_STEPS}
          className="stack gap-3 plain-list"
          numberClassName="application-success__step-number ring"
        />
      </div>
      <Link to="/" className={buttonClasses({ className: 'success-card__home' })}>
        Back to Home
      </Link>
    </SuccessCard>
  );
}
