// Built in a later issue: service selection, appointment details, payment method, free
// consultation option, price estimate and 'Book Appointment'.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function BookPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Book Your Service | ${businessName}` });
  return (
    <>
      <PageHeader
        eyebrow="Booking"
        title="Book Your Service"
        lead="Choose your makeup, hair or bridal package, pick a date and reserve your appointment."
      />
      <ComingSoon title="Online booking opens soon" actions={[{ to: '/contact', label: 'Contact Us' }]}>
        <p>Until then, send us a message with your date and we will hold it for you.</p>
      </ComingSoon>
    </>
  );
}
