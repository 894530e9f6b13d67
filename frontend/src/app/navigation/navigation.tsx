import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from 'react';

/**
 * The one way the shared parts of the site (layout, the five public pages) read the address and
 * move to another page, without naming a router. Two providers answer it: the public pages'
 * own small one (browser-navigation.tsx, no router in their first scripts) and, inside the full
 * app, a bridge to react-router's data router (router-navigation.tsx). Signed-in screens, which
 * only run inside the full app, keep using react-router directly.
 */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes on every navigation, even to the same address ('/#services' chosen twice). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (a filter typed into the address is not a new page). */
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface Navigation {
  location: SiteLocation;
  navigate: Navigate;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('No navigation: render inside a NavigationProvider');
  return navigation;
}

export const useLocation = (): SiteLocation => useNavigation().location;
export const useNavigate = (): Navigate => useNavigation().navigate;

/** The address's query, and a way to change it (a navigation to the same page). */
export function useSearchParams(): [
  URLSearchParams,
  (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    const query = next(new URLSearchParams(location.search)).toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, options);
  };
  return [params, setParams];
}

/** A click the browser should handle itself: another tab or window, a download, not the main button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target != null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain <a href> (it works before any script runs) that, once running, moves within the app. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

/** A Link that says when it is the current page (aria-current="page", class 'active'). */
export function NavLink({ to, end, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = to.split(/[?#]/)[0] || '/';
  const active =
    pathname === target ||
    (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
