import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function TestimonialSuccess() {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form this replaces had focus; start the reader at the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="review-success">
      <CardContent className="review-success__content">
        <span className="review-success__icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <h2 ref={headingRef} tabIndex={-1}>
          Thank You for Your Review!
        </h2>
        <p className="review-success__text">
          Your review is <strong>pending approval</strong>. Our team checks every review before it is
          published, and yours will appear on our site once it has been approved.
        </p>
        <Link to="/" className={buttonClasses({ className: 'review-success__home' })}>
          Back to Home
        </Link>
      </CardContent>
    </Card>
  );
}
