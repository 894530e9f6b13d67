import { type ComponentType, lazy } from 'react';

/** Load one named export as a lazy page, so every screen is its own chunk. */
function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const LandingPage = lazyPage(() => import('@/features/landing/landing-page'), 'LandingPage');
export const DashboardPage = lazyPage(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage');
export const BookPage = lazyPage(() => import('@/features/booking/book-page'), 'BookPage');
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
