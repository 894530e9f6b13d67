import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import {
  AccountPage,
  AdminSettingsPage,
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

/** Spec 000 section 2 route table. Screens are lazy chunks; the layout (nav, footer) is not. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'book',
        element: (
          <RequireAuth>
            <BookPage />
          </RequireAuth>
        ),
      },
      {
        path: 'bookings',
        element: (
          <RequireAuth>
            <MyBookingsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'bookings/:id',
        element: (
          <RequireAuth>
            <BookingDetailPage />
          </RequireAuth>
        ),
      },
      {
        path: 'account',
        element: (
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        ),
      },
      {
        path: 'stylist',
        element: (
          <RequireAuth>
            <StylistDashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireAuth>
            <AdminSettingsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'admin/stylists',
        element: (
          <RequireAuth>
            <StylistProfilesPage />
          </RequireAuth>
        ),
      },
      { path: 'gallery', element: <GalleryPage /> },
      { path: 'stylist-application', element: <StylistApplicationPage /> },
      { path: 'submit-testimonial', element: <SubmitTestimonialPage /> },
      { path: 'contact', element: <ContactPage /> },
      {
        path: 'admin/business',
        element: (
          <RequireAuth>
            <BusinessSettingsPage />
          </RequireAuth>
        ),
      },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
