import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouterNavigation } from '@/app/navigation/router-navigation';
import { SiteFrame } from './site-frame';

/** The full app's layout route: the site's frame around the current route, on react-router. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </RouterNavigation>
  );
}
