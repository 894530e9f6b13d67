// Built in a later issue: customer dashboard (Quick Book, Upcoming, Consultations, Account cards,
// recent bookings and consultations) and the admin Management Panel.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function DashboardPage() {
  const { user } = useAuth();
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Dashboard | ${businessName}` });
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title={`Welcome back, ${user?.firstName?.trim() || 'there'}!`}
        lead="Your bookings, consultations and account in one place."
      />
      <ComingSoon
        title="Your dashboard is on its way"
        actions={[
          { to: '/book', label: 'Book Service' },
          { to: '/account', label: 'Account Settings' },
        ]}
      >
        <p>Soon you will see your upcoming appointments and consultations here.</p>
      </ComingSoon>
    </>
  );
}
