// Built in a later issue: info cards, the application form with resume upload and the success page.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function StylistApplicationPage() {
  const businessName = useBusinessName();
  useDocumentMeta({
    title: `Join Our Team | ${businessName}`,
    description: 'Licensed hair and makeup artists: apply to join our mobile bridal beauty team.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Join Our Team"
        lead="We are looking for licensed hair and makeup professionals with a passion for client service."
      />
      <ComingSoon title="Applications open soon" actions={[{ to: '/contact', label: 'Contact Us' }]}>
        <p>Interested now? Send us a message and tell us about your experience.</p>
      </ComingSoon>
    </>
  );
}
