import type { Ref } from 'react';
import { LogOutIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { type AuthUser, logout } from '@/lib/auth';
import { LoginButton } from './login-button';
import { NavItemLink } from './nav-item-link';
import { accountLinks, exploreLinks, type NavItem } from './nav-links';
import '@/components/ui/modal-backdrop.css';
import '@/components/ui/sheet.css';
import { fullName } from '@/lib/person-name';

export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  ref: Ref<HTMLDialogElement>;
  onClose: () => void;
  user: AuthUser | null;
  links: readonly NavItem[];
}

function LinkList({ links, onClose }: { links: readonly NavItem[]; onClose: () => void }) {
  return (
    <ul>
      {links.map((item) => (
        <li key={item.to}>
          <NavItemLink item={item} className="mobile-menu__link inline" onClick={onClose} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen navigation: a slide-out panel on a native modal <dialog> (the page behind it
 * inert, focus held inside, Escape and a tap on the backdrop close it, focus goes back to the menu
 * button). It is in the page's HTML and the buttons open and close it with invoker commands, so it
 * works from the first paint, before the scripts; NavBar follows its state. It closes when a link
 * is chosen. Signed in, it also lists her own pages and the public site ('Explore'), as the account
 * menu does.
 */
export function MobileMenu({ ref, onClose, user, links }: MobileMenuProps) {
  const name = user ? fullName(user) || user.email : null;
  return (
    <dialog
      ref={ref}
      id={MOBILE_MENU_ID}
      aria-labelledby="mobile-menu-title"
      className="sheet sheet--right mobile-menu"
      closedby="any"
    >
      <div className="sheet__panel">
        <div className="mobile-menu__header inline gap-3">
          <h2 id="mobile-menu-title" className="mobile-menu__title">
            Menu
          </h2>
          <CloseButton
            className="mobile-menu__close stack"
            label="Close menu"
            commandfor={MOBILE_MENU_ID}
            command="close"
          />
        </div>
        <nav aria-label="Mobile" className="mobile-menu__nav">
          <LinkList links={links} onClose={onClose} />
          {user ? (
            <>
              <LinkList links={accountLinks} onClose={onClose} />
              <h3 className="mobile-menu__group fine-print">Explore</h3>
              <LinkList links={exploreLinks} onClose={onClose} />
            </>
          ) : null}
        </nav>
        <div className="mobile-menu__footer stack gap-3">
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
            <LoginButton block />
          )}
        </div>
      </div>
    </dialog>
  );
}
