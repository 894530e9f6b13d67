import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { ProfileLastChanged } from '@/components/stylist-profile/profile-last-changed';
import { ProfileThumb } from '@/components/stylist-profile/profile-thumb';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** Every profile in About-section order, each with its state and an Edit button. */
export function StylistProfileList({
  profiles,
  editingId,
  onEdit,
}: {
  profiles: readonly AdminStylistProfile[];
  editingId: string | null;
  onEdit: (profile: AdminStylistProfile) => void;
}) {
  return (
    <ul className="stack gap-3 plain-list">
      {profiles.map((profile) => (
        <li
          key={profile.id}
          className="stylist-list__item"
          aria-current={profile.id === editingId ? 'true' : undefined}
        >
          <ProfileThumb profile={profile} />
          <div className="stylist-list__text stack gap-1">
            <p className="stylist-list__name">{profile.name}</p>
            <p className="stylist-list__title">{profile.title}</p>
            <p className="stylist-list__badges cluster gap-2">
              <Badge variant={profile.isActive ? 'success' : 'outline'}>
                {profile.isActive ? 'Active' : 'Hidden'}
              </Badge>
              <Badge variant="outline">Order {profile.sortOrder}</Badge>
              {profile.photo?.status === 'processing' ? <Badge variant="gold">Photo processing</Badge> : null}
              {profile.photo?.status === 'rejected' ? (
                <Badge variant="destructive">Photo refused</Badge>
              ) : null}
            </p>
            <ProfileLastChanged profile={profile} />
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(profile)}
            aria-label={`Edit ${profile.name}`}
          >
            Edit
          </Button>
        </li>
      ))}
    </ul>
  );
}
