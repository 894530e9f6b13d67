import { ROLE_LABELS } from '@beauty/domain/status';
import { Link } from 'react-router-dom';
import { DetailList } from '@/components/detail-list';
import { ShieldIcon, UserIcon } from '@/components/icons';
import { buttonClasses } from '@/components/ui/button';
import type { AuthUser } from '@/lib/auth';
import { roleOf } from '@/lib/auth';
import { OwnProfileCard } from './own-profile-card';
import { TabSection } from './panel';
import '@/styles/patterns/staff-panel.css';
import { fullName } from '@/lib/person-name';

/**
 * The Settings tab (spec 001): my name, email and role. 'Edit Profile' opens Account Settings
 * (the spec's button did nothing); 'Business Settings' opens /admin/business, for admins only.
 * Below, the profile brides read about me on the About section, which I keep up to date.
 */
export function SettingsTab({ user }: { user: AuthUser }) {
  const role = roleOf(user) ?? 'customer';
  const name = fullName(user) || 'Not set';
  return (
    <div className="stack gap-10">
      <TabSection
        id="stylist-settings"
        title="Settings"
        intro="Your account details. Change them in Account Settings."
      >
        <div className="stylist-settings staff-panel stack gap-6">
          <DetailList
            className="stylist-settings__facts"
            details={[
              { term: 'Name', value: name },
              { term: 'Email', value: user.email },
              { term: 'Role', value: ROLE_LABELS[role] },
            ]}
          />
          <div className="cluster gap-3">
            <Link to="/account" className={buttonClasses({ variant: 'outline' })}>
              <UserIcon />
              Edit Profile
            </Link>
            {role === 'admin' ? (
              <Link to="/admin/business" className={buttonClasses({ variant: 'outline' })}>
                <ShieldIcon />
                Business Settings
              </Link>
            ) : null}
          </div>
        </div>
      </TabSection>
      <TabSection
        id="own-profile"
        title="Your Profile on the Site"
        intro="What brides read about you on the home page: your words and your photo."
      >
        <OwnProfileCard />
      </TabSection>
    </div>
  );
}
