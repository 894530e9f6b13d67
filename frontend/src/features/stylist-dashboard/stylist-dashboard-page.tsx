// Built in a later issue: stats, appointments, clients, schedule and settings tabs, with the
// screen's own stylist/admin role check.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function StylistDashboardPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Stylist Dashboard | ${businessName}` });
  return (
    <>
      <PageHeader eyebrow="Stylists" title="Stylist Dashboard" lead="Manage your appointments and clients." />
      <ComingSoon
        title="The stylist workspace is on its way"
        actions={[{ to: '/', label: 'Back to Dashboard' }]}
      />
    </>
  );
}
