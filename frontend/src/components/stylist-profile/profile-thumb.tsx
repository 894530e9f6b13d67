import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

/** A profile's portrait when it is ready, else its initials (as the About card shows it). */
export function ProfileThumb({ profile, size = 'sm' }: { profile: AdminStylistProfile; size?: 'sm' | 'lg' }) {
  const url = profile.photo?.status === 'ready' ? profile.photo.url : null;
  return (
    <span className={cn('profile-thumb ring', `profile-thumb--${size}`)}>
      {url ? (
        <img src={url} alt={profile.name} width={480} height={480} decoding="async" />
      ) : (
        <span aria-hidden="true">{initialsOf(profile.name) || '?'}</span>
      )}
    </span>
  );
}
