// Built in a later issue: the review form with star rating and the pending-approval success page.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function SubmitTestimonialPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Share Your Experience | ${businessName}` });
  return (
    <>
      <PageHeader
        eyebrow="Reviews"
        title="Share Your Experience"
        lead="Tell us about your day. Reviews are checked by our team before they are published."
      />
      <ComingSoon title="Reviews open soon" actions={[{ to: '/', label: 'Back to Home' }]} />
    </>
  );
}
