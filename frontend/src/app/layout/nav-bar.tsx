import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MenuIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { login, useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { NavItemLink } from './nav-item-link';
import { signedInLinks, visitorLinks } from './nav-links';
import { UserMenuPlaceholder } from './user-menu-trigger';

/** Only signed-in people have the account menu, so visitors' first scripts go without it. */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * The phone's menu is fetched when it is about to be wanted (a finger or pointer on the button,
 * or focus on it), not with the first scripts; it is mounted from its first opening on.
 */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const DESKTOP_QUERY = '(min-width: 48rem)';

export function NavBar() {
  const { user, role, isLoading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const links = user ? signedInLinks(role) : visitorLinks;

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The slide-out menu belongs to small screens; widening the window puts it away.
  useEffect(() => {
    if (!menuOpen) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <header className={cn('site-header', isLoading && 'site-header--pending')}>
      <div className="container site-header__inner">
        <Brand />
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__links">
            {links.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className="site-nav__link" />
              </li>
            ))}
          </ul>
          <div className="site-nav__account">
            {user ? (
              <Suspense fallback={<UserMenuPlaceholder user={user} />}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <Button size="sm" onClick={() => login()}>
                Login
              </Button>
            )}
          </div>
        </nav>
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__menu-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onPointerEnter={loadMobileMenu}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => {
            setMenuMounted(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} user={user} links={links} />
        </Suspense>
      ) : null}
    </header>
  );
}
