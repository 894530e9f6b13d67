import { AccessDenied } from '@/components/access-denied';
import { type AdminToolLink, AdminToolLinks } from '@/components/admin-tool-links';
import { PageHeader } from '@/components/page-header';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { useRecentUsers } from './api/get-users';
import { AccountInformationCard } from './components/account-information-card';
import { RecentUsersCard } from './components/recent-users-card';
import { UserManagementCard } from './components/user-management-card';
import '@/styles/admin-pages.css';
import './settings.css';

const SETTINGS_TOOLS: readonly AdminToolLink[] = [
  { label: 'Business Settings', to: '/admin/business' },
  { label: 'Management Panel', to: '/' },
  { label: 'Manage bookings', to: '/stylist' },
  { label: 'Stylist Profiles', to: '/admin/stylists' },
  { label: 'Stylist Applications', to: '/admin/applications' },
  { label: 'Job queues', to: '/admin/queues', served: true },
  // The OpenAPI 3.1 description as a page, for admins only: no bundle here.
  { label: 'API description', to: '/api/openapi', served: true },
];

/** /admin 'Settings' (spec 001): user management, recent users and the admin's account. */
export function SettingsPage() {
  usePageTitle('Settings');
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
              <AdminToolLinks block="settings-links" links={SETTINGS_TOOLS} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
