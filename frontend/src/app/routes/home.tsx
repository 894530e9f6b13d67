import { useEffect } from 'react';
import { useLocation, useNavigate } from '@/app/navigation/navigation';
import { useAuth } from '@/lib/auth';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { showsLanding } from './landing-sections';
import { AdminPanelPage, DashboardPage, LandingPage } from './pages';

/**
 * '/': the landing page for visitors and while the sign-in check runs; once signed in, the
 * Management Panel for admins, the Stylist Dashboard for stylists and the customer dashboard for
 * everyone else (spec 001 section 2). A link to one of the landing page's sections ('/#services'
 * in the footer) opens the public page whoever is signed in.
 */
export function HomeRoute() {
  const auth = useAuth();
  const { hash } = useLocation();
  if (showsLanding(auth, hash)) return <LandingPage />;
  const { role } = auth;
  if (role === 'admin') return <AdminPanelPage />;
  if (role === 'stylist') return <ToStylistDashboard />;
  return <DashboardPage />;
}

/** A stylist's home is her own dashboard (a redirect without pulling <Navigate> into the first scripts). */
function ToStylistDashboard() {
  const navigate = useNavigate();
  // '/' became this, so it is the page that says the app answers (see useMarkHydrated).
  useMarkHydrated();
  useEffect(() => {
    navigate('/stylist', { replace: true });
  }, [navigate]);
  return null;
}
