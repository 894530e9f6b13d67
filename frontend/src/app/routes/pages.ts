import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Load the page's code ahead of rendering (before hydrating the prerendered landing page). */
  preload: () => Promise<void>;
};

/**
 * Load one named export as a lazy page, so every screen is its own chunk. Once preloaded, the
 * page renders without suspending: React.lazy accepts a thenable that resolves synchronously,
 * which lets the browser hydrate prerendered HTML in one pass.
 */
function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const loadPage = () =>
    load().then((module) => {
      loaded = { default: module[name] as ComponentType };
      return loaded;
    });
  const page = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves synchronously.
        ({ then: (resolve: (value: { default: ComponentType }) => void) => resolve(loaded!) } as Promise<{
          default: ComponentType;
        }>)
      : loadPage(),
  );
  return Object.assign(page, { preload: () => loadPage().then(() => undefined) });
}

export const LandingPage = lazyPage(() => import('@/features/landing/landing-page'), 'LandingPage');
export const DashboardPage = lazyPage(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage');
export const AdminPanelPage = lazyPage(() => import('@/features/admin/admin-panel-page'), 'AdminPanelPage');
export const MyBookingsPage = lazyPage(
  () => import('@/features/dashboard/my-bookings-page'),
  'MyBookingsPage',
);
export const BookPage = lazyPage(() => import('@/features/booking/book-page'), 'BookPage');
export const BookingDetailPage = lazyPage(
  () => import('@/features/booking/booking-detail-page'),
  'BookingDetailPage',
);
export const AccountPage = lazyPage(() => import('@/features/account/account-page'), 'AccountPage');
export const StylistDashboardPage = lazyPage(
  () => import('@/features/stylist-dashboard/stylist-dashboard-page'),
  'StylistDashboardPage',
);
export const AdminSettingsPage = lazyPage(
  () => import('@/features/admin-settings/settings-page'),
  'SettingsPage',
);
export const GalleryPage = lazyPage(() => import('@/features/gallery/gallery-page'), 'GalleryPage');
export const StylistApplicationPage = lazyPage(
  () => import('@/features/stylist-application/stylist-application-page'),
  'StylistApplicationPage',
);
export const SubmitTestimonialPage = lazyPage(
  () => import('@/features/testimonials/submit-testimonial-page'),
  'SubmitTestimonialPage',
);
export const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage');
export const StylistProfilesPage = lazyPage(
  () => import('@/features/admin-stylists/stylist-profiles-page'),
  'StylistProfilesPage',
);
export const BusinessSettingsPage = lazyPage(
  () => import('@/features/business-settings/business-settings-page'),
  'BusinessSettingsPage',
);
export const PrivacyPage = lazyPage(() => import('@/features/legal/legal-page'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('@/features/legal/legal-page'), 'TermsPage');
