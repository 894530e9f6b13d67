import { type ReactNode, useEffect } from 'react';
import { useLocation } from '@/app/navigation/navigation';
import { login, useAuth } from '@/lib/auth';
import { PageFallback } from '../layout/page-fallback';

/**
 * Signed-in-only screens. Visitors are sent to the sign-in page (a full-page navigation) with
 * a redirect back here. Roles are checked by the screens and the server, not here.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  const mustSignIn = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (mustSignIn) login(`${pathname}${search}`);
  }, [mustSignIn, pathname, search]);

  if (isAuthenticated) return children;
  return <PageFallback label={mustSignIn ? 'Taking you to sign in…' : 'Checking your sign-in…'} />;
}
