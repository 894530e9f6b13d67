import { useAuth } from '@/lib/auth';
import { DashboardPage, LandingPage } from './pages';

/** '/': the landing page for visitors and while the sign-in check runs; the home screen once signed in. */
export function HomeRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  return !isLoading && isAuthenticated ? <DashboardPage /> : <LandingPage />;
}
