import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MenuIcon } from '@/components/icons';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { LoginButton } from './login-button';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { signedInLinks, visitorLinks } from './nav-links';
import { UserMenuPlaceholder } from './user-menu-trigger';

/** Only signed-in people have the account menu, so visitors' first scripts go without it. */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const DESKTOP_QUERY = '(min-width: 48rem)';

/** Browsers without invoker commands (commandfor/command) open the menu from the click handler. */
const hasInvokerCommands = () => 'command' in HTMLButtonElement.prototype;

export function NavBar() {
  const { user, role, isLoading } = useAuth();
  const menuRef = useRef<HTMLDialogElement>(null);
  // Mirrors the menu's dialog element, which opens and closes by itself (it may be open before hydration).
  const [menuOpen, setMenuOpen] = useState(false);
  const links = user ? signedInLinks(role) : visitorLinks;

  const closeMenu = useCallback(() => menuRef.current?.close(), []);

  useEffect(() => {
    const dialog = menuRef.current;
    if (!dialog) return;
    const follow = () => setMenuOpen(dialog.open);
    // A click whose target is the dialog itself landed on the backdrop (the panel fills the box):
    // closedby="any" closes it natively; this is for browsers without closedby.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', follow);
    dialog.addEventListener('click', onBackdrop);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', follow);
      dialog.removeEventListener('click', onBackdrop);
    };
  }, []);

  // The slide-out menu belongs to small screens; widening the window puts it away.
  useEffect(() => {
    if (!menuOpen) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) closeMenu();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menuOpen, closeMenu]);

  return (
    <header className={cn('site-header', isLoading && 'site-header--pending')}>
      <div className="container site-header__inner inline gap-6">
        <Brand />
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__links inline gap-1 plain-list">
            {links.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className="site-nav__link" />
              </li>
            ))}
          </ul>
          <div className="site-nav__account inline">
            {user ? (
              <Suspense fallback={<UserMenuPlaceholder user={user} />}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <LoginButton size="sm" />
            )}
          </div>
        </nav>
        <button
          type="button"
          className="site-header__menu-button stack"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          commandfor={MOBILE_MENU_ID}
          command="show-modal"
          onClick={() => {
            const dialog = menuRef.current;
            if (dialog && !dialog.open && !hasInvokerCommands()) dialog.showModal();
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      <MobileMenu ref={menuRef} onClose={closeMenu} user={user} links={links} />
    </header>
  );
}
