import { ROLE_LABELS } from '@beauty/domain/status';
import { DetailList } from '@/components/detail-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type AuthUser, roleOf } from '@/lib/auth';
import { formatMemberSince } from '@/lib/booking-display';

/** Spec 001 section 2: the account type (the role, 'Customer' by default) and Member Since. */
export function AccountDetails({ user }: { user: AuthUser }) {
  return (
    <Card className="account-details" role="region" aria-labelledby="account-details-title">
      <CardHeader>
        <CardTitle id="account-details-title">Account Details</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          details={[
            { term: 'Account Type', value: ROLE_LABELS[roleOf(user) ?? 'customer'] },
            { term: 'Member Since', value: formatMemberSince(user.createdAt) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
