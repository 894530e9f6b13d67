// Built in a later issue: User Management (role change), Recent Users and Account Information.
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';

export function SettingsPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Settings | ${businessName}` });
  return (
    <>
      <PageHeader eyebrow="Admin" title="Settings" lead="Users, roles and your account." />
      <ComingSoon
        title="Admin settings are on their way"
        actions={[{ to: '/', label: 'Back to Dashboard' }]}
      />
    </>
  );
}
