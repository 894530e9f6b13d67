// Built in a later issue: profile card (edit/save/cancel) and account details.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function AccountPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Account Settings | ${businessName}` });
  return (
    <>
      <PageHeader eyebrow="Account" title="Account Settings" lead="Your profile and account details." />
      <ComingSoon title="Profile editing is on its way" actions={[{ to: '/', label: 'Back to Dashboard' }]} />
    </>
  );
}
