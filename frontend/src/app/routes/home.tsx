import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { AdminPanelPage, DashboardPage, LandingPage } from './pages';

/** The landing page's sections a link may open ('/#services'), signed in or not. */
export const LANDING_SECTIONS: ReadonlySet<string> = new Set([
  'services',
  'pricing',
  'bridal',
  'service-areas',
  'about',
  'book',
  'consultation',
  'testimonials',
]);

/**
 * '/': the landing page for visitors and while the sign-in check runs; once signed in, the
 * Management Panel for admins, the Stylist Dashboard for stylists and the customer dashboard for
 * everyone else (spec 001 section 2). A link to one of the landing page's sections ('/#services'
 * in the footer) opens the public page whoever is signed in.
 */
export function HomeRoute() {
  const { isAuthenticated, isLoading, role } = useAuth();
  const { hash } = useLocation();
  if (isLoading || !isAuthenticated || LANDING_SECTIONS.has(hash.slice(1))) return <LandingPage />;
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
