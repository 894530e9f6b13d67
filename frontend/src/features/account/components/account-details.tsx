import { ROLE_LABELS } from '@beauty/domain/status';
import { DetailList } from '@/components/detail-list';
import { RegionCard } from '@/components/ui/card';
import { type AuthUser, roleOf } from '@/lib/auth';
import { formatMemberSince } from '@/lib/booking-display';

/** Spec 001 section 2: the account type (the role, 'Customer' by default) and Member Since. */
export function AccountDetails({ user }: { user: AuthUser }) {
  return (
    <RegionCard className="account-details" titleId="account-details-title" title="Account Details">
      <DetailList
        details={[
          { term: 'Account Type', value: ROLE_LABELS[roleOf(user) ?? 'customer'] },
          { term: 'Member Since', value: formatMemberSince(user.createdAt) },
        ]}
      />
    </RegionCard>
  );
}
