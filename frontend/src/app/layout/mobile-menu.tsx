import { CloseIcon, LogOutIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { type AuthUser, login, logout } from '@/lib/auth';
import { NavItemLink } from './nav-item-link';
import { accountLinks, exploreLinks, type NavItem } from './nav-links';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: AuthUser | null;
  links: readonly NavItem[];
}

function LinkList({ links, onClose }: { links: readonly NavItem[]; onClose: () => void }) {
  return (
    <ul>
      {links.map((item) => (
        <li key={item.to}>
          <NavItemLink item={item} className="mobile-menu__link" onClick={onClose} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen navigation: a slide-out panel that closes when a link is chosen. Signed in, it
 * also lists her own pages and the public site ('Explore'), as the account menu does.
 */
export function MobileMenu({ open, onClose, user, links }: MobileMenuProps) {
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null;
  return (
    <Sheet
      id="mobile-menu"
      open={open}
      onClose={onClose}
      labelledBy="mobile-menu-title"
      className="mobile-menu"
    >
      <div className="mobile-menu__header">
        <h2 id="mobile-menu-title" className="mobile-menu__title">
          Menu
        </h2>
        <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Mobile" className="mobile-menu__nav">
        <LinkList links={links} onClose={onClose} />
        {user ? (
          <>
            <LinkList links={accountLinks} onClose={onClose} />
            <h3 className="mobile-menu__group">Explore</h3>
            <LinkList links={exploreLinks} onClose={onClose} />
          </>
        ) : null}
      </nav>
      <div className="mobile-menu__footer">
        {user ? (
          <>
            <p className="mobile-menu__user">
              <span className="muted">Signed in as</span> {name}
            </p>
            <Button variant="outline" block onClick={logout}>
              <LogOutIcon />
              Logout
            </Button>
          </>
        ) : (
          <Button block onClick={() => login()}>
            Login
          </Button>
        )}
      </div>
    </Sheet>
  );
}
