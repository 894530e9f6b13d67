import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoutes } from '@bull-board/api/dist/routes.js';
import { routerPaths } from './support/router-paths';
import { expect, test } from './support/test';

/**
 * Accessibility requirement: axe-core on every page and dialog, as the role that sees it, with no
 * serious or critical WCAG A/AA violations. The scans are in a11y-public, a11y-customer,
 * a11y-staff and a11y-queue-dashboard.spec.ts; these guards fail when the router, the overlays,
 * the sign-in views or the queue dashboard grow something those tests do not visit.
 */

const repoRoot = path.resolve(__dirname, '../..');
const frontendSrc = path.join(repoRoot, 'frontend/src');

/** Each route of frontend/src/app/router.tsx ('' is the index route) and who is scanned on it. */
const COVERED_ROUTES: Record<string, string> = {
  '': 'landing page (visitor, also at 390 px), customer dashboard, Management Panel (admin, also at 390 px)',
  book: 'Book Your Service (customer), with its empty-submit errors',
  bookings: "My Bookings (the demo customer's, every group)",
  'bookings/:id': "one of the demo customer's bookings, with its cancel dialog",
  account: 'Account Settings (customer), read-only and editing',
  stylist: 'Stylist Dashboard: every tab as the stylist, as admin (also at 390 px), and the refused customer',
  admin: 'Settings (admin, also at 390 px), and Access Denied (customer)',
  'admin/stylists':
    'Stylist Profiles (admin): the list, a new profile with its errors, editing with a toast, at 360 px; Access Denied (customer) (stylist-profiles.spec.ts)',
  gallery: 'Gallery (visitor)',
  'stylist-application': 'Join Our Beauty Team (visitor), with its empty-submit errors',
  'submit-testimonial': 'Share Your Experience (visitor), with its empty-submit errors',
  contact: 'Get in Touch (visitor), with its empty-submit errors',
  '*': 'not-found screen (visitor)',
  'admin/business':
    'Business Settings (admin, with a field error), and refused (customer): business-settings.spec',
  'admin/applications':
    'Stylist Applications (admin) with an application, and Access Denied (customer): admin-applications.spec',
  privacy: 'Privacy Policy with the text an admin wrote (visitor): business-settings.spec',
  terms: 'Terms of Service without text (visitor): business-settings.spec',
};

/** Every file outside components/ui that opens an overlay, and where it is scanned open. */
const COVERED_OVERLAYS: Record<string, string> = {
  'app/layout/mobile-menu.tsx': 'mobile navigation menu, signed out and signed in, at 390 px',
  'app/layout/user-menu.tsx': 'user menu (customer)',
  'features/booking/components/booking-changes.tsx': "'Cancel this booking?' on the booking page (customer)",
  'features/stylist-dashboard/components/new-appointment-dialog.tsx':
    "'Create New Appointment', empty and with its errors",
  'features/stylist-dashboard/components/complete-dialog.tsx': "'Mark as Completed'",
  'features/stylist-dashboard/components/booking-notes-dialog.tsx': "'Appointment Notes'",
  'features/stylist-dashboard/components/client-notes-dialog.tsx': "'Client Notes'",
  'features/stylist-dashboard/components/cancel-booking-dialog.tsx':
    "'Cancel this booking?' (admin staff controls)",
  'features/stylist-dashboard/components/calendar-feed-card.tsx': "'Reset your calendar link?'",
  'features/admin/components/testimonials-tab.tsx': "'Unpublish this review?' (admin-moderation.spec.ts)",
  'features/admin/components/gallery-admin-card.tsx':
    "'Are you sure you want to delete this gallery image?' (gallery image delete)",
  'components/staff-consultations/schedule-consultation-dialog.tsx':
    "'Schedule Consultation' with its errors (stylist), in consultations.spec.ts",
  'features/dashboard/components/move-consultation-dialog.tsx':
    "'Ask to Move Your Consultation' with its error (customer), in consultations.spec.ts",
};

/** The server-rendered views of services/api/src/features/auth/login-page.ts. */
const COVERED_LOGIN_VIEWS = ['signin', 'register', 'forgot', 'reset', 'message', 'confirm-email'];

/**
 * The views of the queue dashboard (bull-board's entry routes, under /admin/queues), patched by
 * services/api/src/http/queue-dashboard-a11y.ts, and what is scanned on them.
 */
const COVERED_QUEUE_DASHBOARD_VIEWS: Record<string, string> = {
  '/': "the overview, its actions menu and a queue card's, Add job, Redis details and Settings",
  '/metrics-history': 'Metrics history',
  '/job-schedulers': 'Schedulers',
  '/queue/:queueName': 'a failed job expanded, its Retry confirmation, the actions menu and Queue info',
  '/queue/:queueName/:jobId': "a failed job's page, on its Error and Data tabs",
};

test.describe('Coverage guard', () => {
  test('every route of the router is scanned', () => {
    const paths = routerPaths(readFileSync(path.join(frontendSrc, 'app/router.tsx'), 'utf8'));
    expect(paths.length).toBeGreaterThan(5);
    expect(
      paths.filter((route) => !(route in COVERED_ROUTES)),
      'routes without an accessibility scan: add them to a test and to COVERED_ROUTES',
    ).toEqual([]);
    expect(Object.keys(COVERED_ROUTES).filter((route) => !paths.includes(route))).toEqual([]);
  });

  test('every dialog, sheet, menu and confirm is scanned', () => {
    const overlay =
      /<(Dialog|ConfirmDialog|Sheet|DropdownMenu)\b|<dialog\b|role="(dialog|alertdialog|menu)"|aria-modal|window\.(confirm|alert|prompt)\(/;
    const files = readdirSync(frontendSrc, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter(
        (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.startsWith('components/ui/'),
      )
      .filter((file) => overlay.test(readFileSync(path.join(frontendSrc, file), 'utf8')));
    expect(
      files.filter((file) => !(file in COVERED_OVERLAYS)),
      'overlays without an accessibility scan: open them in a test and add them to COVERED_OVERLAYS',
    ).toEqual([]);
    expect(Object.keys(COVERED_OVERLAYS).filter((file) => !files.includes(file))).toEqual([]);
  });

  test('every view of the queue dashboard is scanned', () => {
    const views = [appRoutes.entryPoint.route].flat();
    expect(views.length).toBeGreaterThan(1);
    expect(
      views.filter((view) => !(view in COVERED_QUEUE_DASHBOARD_VIEWS)),
      'bull-board views without an accessibility scan: add them to a test and to COVERED_QUEUE_DASHBOARD_VIEWS',
    ).toEqual([]);
    expect(Object.keys(COVERED_QUEUE_DASHBOARD_VIEWS).filter((view) => !views.includes(view))).toEqual([]);
  });

  test('every server-rendered sign-in view is scanned', () => {
    const source = readFileSync(path.join(repoRoot, 'services/api/src/features/auth/login-page.ts'), 'utf8');
    const union = /export type LoginView\s*=\s*([^;]+);/.exec(source)?.[1] ?? '';
    const views = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(views.length).toBeGreaterThan(0);
    expect(views.filter((view) => !COVERED_LOGIN_VIEWS.includes(view))).toEqual([]);
  });
});
