import { SITE_ROUTES, type SitePath } from '@beauty/domain/site-routes';
import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import {
  AccountPage,
  AdminSettingsPage,
  ApplicationsPage,
  BookingDetailPage,
  BookPage,
  BusinessSettingsPage,
  ContactPage,
  GalleryPage,
  MyBookingsPage,
  PrivacyPage,
  StylistApplicationPage,
  StylistDashboardPage,
  StylistProfilesPage,
  SubmitTestimonialPage,
  TermsPage,
} from './routes/pages';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';

const signedIn = (page: ReactElement) => <RequireAuth>{page}</RequireAuth>;

/**
 * Spec 000 section 2: each page of the shared route table (@beauty/domain/site-routes, which
 * the API's not-found answers and the sitemap read too) with its screen; the type makes every
 * path have one. Screens are lazy chunks; the layout (nav, footer) is not.
 */
const pages: Record<SitePath, ReactElement> = {
  '/': <HomeRoute />,
  '/book': signedIn(<BookPage />),
  '/bookings': signedIn(<MyBookingsPage />),
  '/bookings/:id': signedIn(<BookingDetailPage />),
  '/account': signedIn(<AccountPage />),
  '/stylist': signedIn(<StylistDashboardPage />),
  '/admin': signedIn(<AdminSettingsPage />),
  '/admin/stylists': signedIn(<StylistProfilesPage />),
  '/admin/business': signedIn(<BusinessSettingsPage />),
  '/admin/applications': signedIn(<ApplicationsPage />),
  '/gallery': <GalleryPage />,
  '/stylist-application': <StylistApplicationPage />,
  '/submit-testimonial': <SubmitTestimonialPage />,
  '/contact': <ContactPage />,
  '/privacy': <PrivacyPage />,
  '/terms': <TermsPage />,
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...SITE_ROUTES.map(
        ({ path }): RouteObject =>
          path === '/'
            ? { index: true, element: pages[path] }
            : { path: path.slice(1), element: pages[path] },
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
