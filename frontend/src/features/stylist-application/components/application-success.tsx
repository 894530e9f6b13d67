import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec 001: what happens after an application is received, in order. */
const NEXT_STEPS = [
  'Application review',
  'Portfolio and experience evaluation',
  'Initial phone or video interview',
  'Skills assessment (if applicable)',
  'Final decision and onboarding',
] as const;

export function ApplicationSuccess() {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form this replaces had focus; start the reader at the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="application-success">
      <CardContent className="application-success__content">
        <span className="application-success__icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <h2 ref={headingRef} tabIndex={-1}>
          Thank You for Applying!
        </h2>
        <p className="application-success__text">
          We have received your application and resume. Our team will review them and be in touch within 3-5
          business days.
        </p>
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
        <Link to="/" className={buttonClasses({ className: 'application-success__home' })}>
          Back to Home
        </Link>
      </CardContent>
    </Card>
  );
}
