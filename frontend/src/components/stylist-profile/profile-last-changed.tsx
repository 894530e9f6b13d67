import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { LastChanged } from '@/components/last-changed';
import { cn } from '@/lib/cn';
import './stylist-profile.css';

/**
 * Who last changed a profile (an admin, or the stylist herself) and when, in the words of the
 * admin's moderation cards.
 */
export function ProfileLastChanged({
  profile,
  className,
}: {
  profile: Pick<AdminStylistProfile, 'lastChangedAt' | 'lastChangedBy'>;
  className?: string;
}) {
  return (
    <p className={cn('profile-last-changed fine-print', className)}>
      <LastChanged at={profile.lastChangedAt} by={profile.lastChangedBy} />
    </p>
  );
}
