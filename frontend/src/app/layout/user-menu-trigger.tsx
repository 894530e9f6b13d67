import { ChevronDownIcon } from '@/components/icons';
import type { AuthUser } from '@/lib/auth';

/** What the account menu's button shows: an initial and the first name (or 'Account'). */
export function UserMenuTriggerContent({ user }: { user: AuthUser }) {
  const label = user.firstName?.trim() || 'Account';
  return (
    <>
      <span className="user-menu__avatar ring" aria-hidden="true">
        {label.charAt(0).toUpperCase()}
      </span>
      <span className="user-menu__label">{label}</span>
      <ChevronDownIcon className="user-menu__chevron muted" />
    </>
  );
}

/** The button's look while the menu's script arrives, so nothing moves when it does. */
export function UserMenuPlaceholder({ user }: { user: AuthUser }) {
  return (
    <span className="user-menu__trigger" aria-hidden="true">
      <UserMenuTriggerContent user={user} />
    </span>
  );
}
