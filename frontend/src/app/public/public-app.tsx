import { useEffect } from 'react';
import { SiteFrame } from '@/app/layout/site-frame';
import { useLocation } from '@/app/navigation/navigation';
import { ErrorScreenBoundary } from '@/app/routes/error-screen';
import { showsLanding } from '@/app/routes/landing-sections';
import { isPrerenderedPath, PRERENDERED_PAGES } from '@/app/routes/prerendered';
import { LandingPage } from '@/app/routes/public-pages';
import { useAuth } from '@/lib/auth';

/**
 * '/' on the public tree: the landing page; for a signed-in visitor whose home is a dashboard,
 * the full app is asked to take over (it shows the dashboard, as its HomeRoute decides).
 */
function PublicHome({ onSignedInHome }: { onSignedInHome: () => void }) {
  const auth = useAuth();
  const { hash } = useLocation();
  const landing = showsLanding(auth, hash);
  useEffect(() => {
    if (!landing) onSignedInHome();
  }, [landing, onSignedInHome]);
  return <LandingPage />;
}

/**
 * The five public pages without the full app: the site's frame (the markup the full app's
 * layout renders too) around the page at the current address. No router and no signed-in
 * screens in its scripts; the server renders the same tree (entry-server.tsx), so the two agree.
 * Render it inside AppProviders and a navigation provider that only shows public paths.
 */
export function PublicApp({ onSignedInHome }: { onSignedInHome: () => void }) {
  const { pathname } = useLocation();
  if (!isPrerenderedPath(pathname)) throw new Error(`${pathname} is not a public page`);
  const Page = PRERENDERED_PAGES[pathname];
  return (
    <ErrorScreenBoundary>
      <SiteFrame>{pathname === '/' ? <PublicHome onSignedInHome={onSignedInHome} /> : <Page />}</SiteFrame>
    </ErrorScreenBoundary>
  );
}
