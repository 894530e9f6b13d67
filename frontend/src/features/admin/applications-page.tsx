import { useSearchParams } from 'react-router-dom';
import { AccessDenied } from '@/components/access-denied';
import { AdminToolLinks } from '@/components/admin-tool-links';
import { PageHeader } from '@/components/page-header';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { useAdminStylistApplications } from './api/get-stylist-applications';
import { type ApplicationFilter, applicationFilterOf } from './application-review';
import { ApplicationsFilter } from './components/applications-filter';
import { ApplicationsList } from './components/applications-list';
import '@/styles/admin-pages.css';
import './admin.css';
import './applications.css';

/**
 * /admin/applications 'Stylist Applications' (admins): the applications sent on
 * /stylist-application, kept beside the Management Panel and its four tabs (spec 001), with the
 * resume to download and the hiring steps. ?status= shows one step only (a reload or Back keeps it).
 */
export function ApplicationsPage() {
  usePageTitle('Stylist Applications');
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = applicationFilterOf(searchParams.get('status'));
  const list = useAdminStylistApplications({ enabled: isAdmin, filter });
  const chooseFilter = (next: ApplicationFilter) =>
    setSearchParams((params) => {
      const kept = new URLSearchParams(params);
      if (next) kept.set('status', next);
      else kept.delete('status');
      return kept;
    });
  // The server has the last word: a role taken away since sign-in answers 403.
  const denied = !isAdmin || errorStatus(list.error) === 403;

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Stylist Applications"
        lead="Artists who applied to join the team: their experience, their resume and where each one stands."
      >
        {denied ? null : (
          <AdminToolLinks
            block="admin-shortcuts"
            className="cluster"
            links={[
              { label: 'Management Panel', to: '/' },
              { label: 'Settings', to: '/admin' },
            ]}
          />
        )}
      </PageHeader>
      <div className="container page-section admin-panel">
        {denied ? (
          <AccessDenied className="access-denied" iconClassName="access-denied__icon" />
        ) : (
          <>
            <ApplicationsFilter value={filter} onChange={chooseFilter} />
            <ApplicationsList list={list} filter={filter} />
          </>
        )}
      </div>
    </>
  );
}
