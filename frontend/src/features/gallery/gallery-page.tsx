// Built in a later issue: search, tag filters, results count and the image grid.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function GalleryPage() {
  const businessName = useBusinessName();
  useDocumentMeta({
    title: `Hair & Makeup Gallery | ${businessName}`,
    description: 'Bridal and event hair and makeup by our team in Puyallup and the South Puget Sound.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Portfolio"
        title="Professional Hair & Makeup Gallery"
        lead="Bridal, event and photoshoot looks created by our team."
      />
      <ComingSoon title="Our portfolio is being curated" actions={[{ to: '/contact', label: 'Contact Us' }]}>
        <p>New photos are on their way. Ask us for recent work in the meantime.</p>
      </ComingSoon>
    </>
  );
}
