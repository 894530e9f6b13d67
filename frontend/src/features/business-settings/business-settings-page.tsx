import { toasts } from '@beauty/domain/messages';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '@/components/icons';
import { ListSkeleton, LoadError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { buttonClasses } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useBusinessSettings } from './api/get-business-settings';
import { SettingsForm } from './components/business-settings-form';
import '@/styles/admin-pages.css';
import './business-settings.css';

/** /admin/business: what the owner changes without a release, with who changed what and when. */
export function BusinessSettingsPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Business Settings | ${businessName}` });
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
          <section className="business-denied" role="alert" aria-labelledby="business-denied-title">
            <ShieldIcon aria-hidden="true" />
            <h2 id="business-denied-title">{toasts.accessDenied.title}</h2>
            <p className="muted">{toasts.accessDenied.description}</p>
            <Link to="/" className={buttonClasses()}>
              Back to Dashboard
            </Link>
          </section>
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
