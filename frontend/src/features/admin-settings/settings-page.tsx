import { Link } from 'react-router-dom';
import { AccessDenied } from '@/components/access-denied';
import { ArrowRightIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useRecentUsers } from './api/get-users';
import { AccountInformationCard } from './components/account-information-card';
import { RecentUsersCard } from './components/recent-users-card';
import { UserManagementCard } from './components/user-management-card';
import '@/styles/admin-pages.css';
import './settings.css';

/** /admin 'Settings' (spec 001): user management, recent users and the admin's account. */
export function SettingsPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Settings | ${businessName}` });
  const { user, role } = useAuth();
  const isAdmin = role === 'admin';
  // Only an admin's screen asks for users (the 5 newest; the picker searches for the rest);
  // anyone else sees Access Denied at once.
  const users = useRecentUsers({ enabled: isAdmin });
  // The server has the last word: a role taken away since sign-in answers 403.
  const denied = !isAdmin || errorStatus(users.error) === 403;

  return (
    <>
      <PageHeader eyebrow="Admin" title="Settings" lead="Users, roles and your account." />
      <div className="container page-section">
        {denied || !user ? (
          <AccessDenied className="access-denied" iconClassName="access-denied__icon" />
        ) : (
          <div className="settings-layout">
            <div className="settings-layout__main">
              <UserManagementCard enabled={isAdmin} />
              <RecentUsersCard users={users.data} isError={users.isError} onRetry={() => users.refetch()} />
            </div>
            <div className="settings-layout__side">
              <AccountInformationCard user={user} />
              <nav className="settings-links" aria-label="Admin tools">
                <Link to="/admin/business" className="settings-links__link">
                  Business Settings
                  <ArrowRightIcon />
                </Link>
                <Link to="/" className="settings-links__link">
                  Management Panel
                  <ArrowRightIcon />
                </Link>
                <Link to="/stylist" className="settings-links__link">
                  Manage bookings
                  <ArrowRightIcon />
                </Link>
                <Link to="/admin/stylists" className="settings-links__link">
                  Stylist Profiles
                  <ArrowRightIcon />
                </Link>
                <a href="/admin/queues" className="settings-links__link">
                  Job queues
                  <ArrowRightIcon />
                </a>
                {/* Served by the API (admins only): the OpenAPI 3.1 description as a page, no bundle here. */}
                <a href="/api/openapi" className="settings-links__link">
                  API description
                  <ArrowRightIcon />
                </a>
              </nav>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
