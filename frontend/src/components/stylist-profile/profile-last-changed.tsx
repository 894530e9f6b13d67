import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { formatStaffTime } from '@/lib/booking-display';
import { cn } from '@/lib/cn';
import './stylist-profile.css';

/**
 * Who last changed a profile (an admin, or the stylist herself) and when, in the words and the
 * time format of the admin's moderation cards (ItemTimes): the name is left out when it is not
 * known (a seeded profile, or an account deleted since).
 */
export function ProfileLastChanged({
  profile,
  className,
}: {
  profile: Pick<AdminStylistProfile, 'lastChangedAt' | 'lastChangedBy'>;
  className?: string;
}) {
  const { lastChangedAt, lastChangedBy } = profile;
  return (
    <p className={cn('profile-last-changed fine-print', className)}>
      Last changed{lastChangedBy ? ` by ${lastChangedBy}` : ''} at{' '}
      <time dateTime={lastChangedAt}>{formatStaffTime(lastChangedAt)}</time>
    </p>
  );
}
