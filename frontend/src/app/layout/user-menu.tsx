import { LogOutIcon } from '@/components/icons';
import {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLink,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { type AuthUser, logout } from '@/lib/auth';
import { fullName } from '@/lib/person-name';
import { accountLinks, exploreLinks } from './nav-links';
import { UserMenuTriggerContent } from './user-menu-trigger';

/**
 * Signed-in user's menu (its own chunk: visitors never need it; nav-bar.tsx loads it), labelled with the first name (or 'Account'): her own pages, the public
 * site under 'Explore' (the signed-in bar has no link to it), and Logout.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const name = fullName(user);
  return (
    <DropdownMenu
      triggerClassName="user-menu__trigger"
      trigger={<UserMenuTriggerContent user={user} />}
      header={
        <>
          {name ? <span className="user-menu__name">{name}</span> : null}
          <span className="user-menu__email fine-print">{user.email}</span>
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
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={logout} icon={<LogOutIcon />}>
        Logout
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
