import { useAuth } from '@/lib/auth';
import { AdminPanelPage, DashboardPage, LandingPage } from './pages';

/**
 * '/': the landing page for visitors and while the sign-in check runs; once signed in, the
 * Management Panel for admins and the customer dashboard for everyone else (spec 001 section 2).
 */
export function HomeRoute() {
  const { isAuthenticated, isLoading, role } = useAuth();
  if (isLoading || !isAuthenticated) return <LandingPage />;
  return role === 'admin' ? <AdminPanelPage /> : <DashboardPage />;
}
