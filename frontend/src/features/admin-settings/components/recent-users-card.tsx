import type { User } from '@beauty/domain/schemas/user';
import { normalizeRole, ROLE_LABELS } from '@beauty/domain/status';
import { LoadError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { RegionCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMemberSince } from '@/lib/booking-display';
import { displayName, RECENT_USERS_LIMIT, ROLE_BADGE_VARIANTS, recentUsers } from '../user-display';

/** Card 'Recent Users' (spec 001): the 5 newest accounts with a role badge. */
export function RecentUsersCard({
  users,
  isError,
  onRetry,
}: {
  users: User[] | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <RegionCard className="settings-card" titleId="recent-users-title" title="Recent Users">
      {users ? (
        users.length === 0 ? (
          <p className="muted">No users found</p>
        ) : (
          <ul className="recent-users stack plain-list">
            {recentUsers(users).map((user) => {
              const role = normalizeRole(user.role);
              const name = displayName(user);
              return (
                <li key={user.id} className="recent-users__item">
                  <span className="recent-users__avatar" aria-hidden="true">
                    {name.charAt(0).toUpperCase()}
                  </span>
                  <div className="recent-users__who stack">
                    <p className="recent-users__name">{name}</p>
                    {name !== user.email ? <p className="recent-users__email">{user.email}</p> : null}
                    <p className="recent-users__joined">Joined {formatMemberSince(user.createdAt)}</p>
                  </div>
                  <Badge variant={ROLE_BADGE_VARIANTS[role]}>{ROLE_LABELS[role]}</Badge>
                </li>
              );
            })}
          </ul>
        )
      ) : isError ? (
        <LoadError text="The users could not be loaded." onRetry={onRetry} />
      ) : (
        <div className="recent-users stack plain-list recent-users--loading">
          <p role="status" className="visually-hidden">
            Loading users…
          </p>
          {Array.from({ length: RECENT_USERS_LIMIT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="recent-users__item" aria-hidden="true">
              <Skeleton className="recent-users__avatar" />
              <div className="recent-users__who stack">
                <Skeleton className="settings-skeleton settings-skeleton--name" />
                <Skeleton className="settings-skeleton settings-skeleton--line" />
              </div>
              <Skeleton className="settings-skeleton skeleton--badge" />
            </div>
          ))}
        </div>
      )}
    </RegionCard>
  );
}
