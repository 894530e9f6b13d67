import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { TestimonialForm } from './components/testimonial-form';
import { TestimonialSuccess } from './components/testimonial-success';
import { reviewPageDescription, reviewPageTitle } from './seo';
import './testimonials.css';

/** /submit-testimonial (spec 001 'Review page'): the review form, then the pending-approval page. */
export function SubmitTestimonialPage() {
  const businessName = useBusinessName();
  const [submitted, setSubmitted] = useState(false);
  useDocumentMeta({ title: reviewPageTitle(businessName), description: reviewPageDescription(businessName) });
  useMarkHydrated();

  return (
    <>
      <PageHeader
        eyebrow="Reviews"
        title="Share Your Experience"
        lead="We would love to hear about your day. Your words help future brides find the right team for theirs."
      />
      <div className="container container--narrow page-section">
        {submitted ? (
          <TestimonialSuccess />
        ) : (
          <TestimonialForm
            onSubmitted={() => {
              window.scrollTo({ top: 0 });
              setSubmitted(true);
            }}
          />
        )}
      </div>
    </>
  );
}
