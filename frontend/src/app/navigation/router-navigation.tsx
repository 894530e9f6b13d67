import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Navigation, NavigationProvider } from './navigation';

/** Inside the full app: the shared parts navigate through react-router's data router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash, key } = useLocation();
  const routerNavigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({
      location: { pathname, search, hash, key },
      navigate: (to, options) => {
        routerNavigate(to, options);
      },
    }),
    [pathname, search, hash, key, routerNavigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
