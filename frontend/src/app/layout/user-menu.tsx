import { ChevronDownIcon, LogOutIcon } from '@/components/icons';
import {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLink,
} from '@/components/ui/dropdown-menu';
import { type AuthUser, logout } from '@/lib/auth';
import { accountLinks, exploreLinks } from './nav-links';

/**
 * Signed-in user's menu, labelled with the first name (or 'Account'): her own pages, the public
 * site under 'Explore' (the signed-in bar has no link to it), and Logout.
 */
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
      {accountLinks.map((item) => (
        <DropdownMenuLink key={item.to} to={item.to}>
          {item.label}
        </DropdownMenuLink>
      ))}
      <DropdownMenuGroup label="Explore">
        {exploreLinks.map((item) => (
          <DropdownMenuLink key={item.to} to={item.to}>
            {item.label}
          </DropdownMenuLink>
        ))}
      </DropdownMenuGroup>
      <DropdownMenuGroup label="Session">
        <DropdownMenuItem onSelect={logout} icon={<LogOutIcon />}>
          Logout
        </DropdownMenuItem>
      </DropdownMenuGroup>
    </DropdownMenu>
  );
}
