import { ChevronDownIcon, LogOutIcon } from '@/components/icons';
import { DropdownMenu, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { type AuthUser, logout } from '@/lib/auth';

/** Signed-in user's menu, labelled with the first name (or 'Account'); holds Logout. */
export function UserMenu({ user }: { user: AuthUser }) {
  const label = user.firstName?.trim() || 'Account';
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu
      triggerClassName="user-menu__trigger"
      trigger={
        <>
          <span className="user-menu__avatar" aria-hidden="true">
            {label.charAt(0).toUpperCase()}
          </span>
          <span className="user-menu__label">{label}</span>
          <ChevronDownIcon className="user-menu__chevron" />
        </>
      }
      header={
        <>
          {fullName ? <span className="user-menu__name">{fullName}</span> : null}
          <span className="user-menu__email">{user.email}</span>
        </>
      }
    >
      <DropdownMenuItem onSelect={logout} icon={<LogOutIcon />}>
        Logout
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
