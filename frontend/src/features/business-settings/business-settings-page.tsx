import { AccessDenied } from '@/components/access-denied';
import { ListSkeleton, LoadError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { useBusinessSettings } from './api/get-business-settings';
import { SettingsForm } from './components/business-settings-form';
import '@/styles/admin-pages.css';
import './business-settings.css';

/** /admin/business: what the owner changes without a release, with who changed what and when. */
export function BusinessSettingsPage() {
  usePageTitle('Business Settings');
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const settings = useBusinessSettings({ enabled: isAdmin });
  const denied = !isAdmin || errorStatus(settings.error) === 403;

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Business Settings"
        lead="Your business details, where customers pay, deposits, service areas, social links and policies."
      />
      <div className="container page-section">
        {denied ? (
          <AccessDenied className="business-denied" titleId="business-denied-title" />
        ) : settings.isError ? (
          <LoadError text="Business Settings could not be loaded." onRetry={() => settings.refetch()} boxed />
        ) : settings.data ? (
          <SettingsForm answer={settings.data} />
        ) : (
          <ListSkeleton label="Loading Business Settings" rows={4} boxed />
        )}
      </div>
    </>
  );
}
