import { Link } from '@/app/navigation/navigation';
import { SuccessCard } from '@/components/success-card';
import { buttonClasses } from '@/components/ui/button';

export function TestimonialSuccess() {
  return (
    <SuccessCard
      className="review-success"
      title="Thank You for Your Review!"
      text={
        <>
          Your review is <strong>pending approval</strong>. Our team checks every review before it is
          published, and yours will appear on our site once it has been approved.
        </>
      }
    >
      <Link to="/" className={buttonClasses({ className: 'success-card__home' })}>
        Back to Home
      </Link>
    </SuccessCard>
  );
}
