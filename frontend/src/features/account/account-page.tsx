import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { AccountDetails } from './components/account-details';
import { PasswordCard } from './components/password-card';
import { ProfileCard } from './components/profile-card';
import '@/styles/admin-pages.css';
import './account.css';

/**
 * /account 'Account Settings' (spec 001 section 2): the profile card and the account details;
 * with the built-in sign-in, her password too.
 */
export function AccountPage() {
  const { user } = useAuth();
  usePageTitle('Account Settings');
  return (
    <>
      <PageHeader eyebrow="Account" title="Account Settings" lead="Your profile and account details." />
      <div className="container page-section">
        {/* RequireAuth renders this page only once the user is known. */}
        {user ? (
          <div className="account-layout">
            <ProfileCard user={user} />
            <AccountDetails user={user} />
            {user.passwordSignIn ? <PasswordCard /> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
