import { ROLE_LABELS } from '@beauty/domain/status';
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
        <dl className="account-details__list">
          <div>
            <dt>Account Type</dt>
            <dd>{ROLE_LABELS[roleOf(user) ?? 'customer']}</dd>
          </div>
          <div>
            <dt>Member Since</dt>
            <dd>{formatMemberSince(user.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
