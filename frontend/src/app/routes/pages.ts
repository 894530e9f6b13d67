import { lazyPage } from './lazy-page';

export type { LazyPage } from './lazy-page';
/** Every page: the five public ones (their own module, shared with the public pages' small tree) and the rest. */
export * from './public-pages';

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
export const StylistProfilesPage = lazyPage(
  () => import('@/features/admin-stylists/stylist-profiles-page'),
  'StylistProfilesPage',
);
export const ApplicationsPage = lazyPage(
  () => import('@/features/admin/applications-page'),
  'ApplicationsPage',
);
export const BusinessSettingsPage = lazyPage(
  () => import('@/features/business-settings/business-settings-page'),
  'BusinessSettingsPage',
);
export const PrivacyPage = lazyPage(() => import('@/features/legal/legal-page'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('@/features/legal/legal-page'), 'TermsPage');
