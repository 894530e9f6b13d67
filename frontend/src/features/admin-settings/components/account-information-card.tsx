import { DetailList } from '@/components/detail-list';
import { Badge } from '@/components/ui/badge';
import { RegionCard } from '@/components/ui/card';
import type { AuthUser } from '@/lib/auth';
import { displayName } from '../user-display';

/** Card 'Account Information' (spec 001): the signed-in admin's name, email and an Admin badge. */
export function AccountInformationCard({ user }: { user: AuthUser }) {
  const name = displayName(user);
  return (
    <RegionCard className="settings-card" titleId="account-information-title" title="Account Information">
      <DetailList
        details={[
          { term: 'Name', value: name === user.email ? 'Not set' : name },
          { term: 'Email', value: user.email, className: 'settings-details__email' },
          { term: 'Role', value: <Badge variant="destructive">Admin</Badge> },
        ]}
      />
    </RegionCard>
  );
}
