import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoutes } from '@bull-board/api/dist/routes.js';
import { expectNoSeriousViolations } from './support/a11y';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

/**
 * Accessibility requirement: axe-core on every page and dialog, as the role that sees it, with no
 * serious or critical WCAG A/AA violations. The guard tests at the end fail when the router, the
 * overlays, the sign-in views or the queue dashboard grow something these tests do not visit.
 */

const CUSTOMER_EMAIL = process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@demo.bridalbeauty.test';
const STYLIST_EMAIL = process.env.DEMO_STYLIST_EMAIL ?? 'stylist@demo.bridalbeauty.test';
const ADMIN_EMAIL = process.env.DEMO_ADMIN_EMAIL ?? 'admin@demo.bridalbeauty.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

const repoRoot = path.resolve(__dirname, '../..');
const frontendSrc = path.join(repoRoot, 'frontend/src');

/** Each route of frontend/src/app/router.tsx ('' is the index route) and who is scanned on it. */
const COVERED_ROUTES: Record<string, string> = {
  '': 'landing page (visitor, also at 390 px), customer dashboard, Management Panel (admin, also at 390 px)',
  book: 'Book Your Service (customer), with its empty-submit errors',
  'bookings/:id': "one of the demo customer's bookings, with its cancel dialog",
  account: 'Account Settings (customer), read-only and editing',
  stylist: 'Stylist Dashboard: every tab as the stylist, as admin (also at 390 px), and the refused customer',
  admin: 'Settings (admin, also at 390 px), and Access Denied (customer)',
  gallery: 'Gallery (visitor)',
  'stylist-application': 'Join Our Beauty Team (visitor), with its empty-submit errors',
  'submit-testimonial': 'Share Your Experience (visitor), with its empty-submit errors',
  contact: 'Get in Touch (visitor), with its empty-submit errors',
  '*': 'not-found screen (visitor)',
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
  'features/admin/components/gallery-admin-card.tsx':
    "'Are you sure you want to delete this gallery image?' (gallery image delete)",
};

/** The server-rendered views of services/api/src/features/auth/login-page.ts. */
const COVERED_LOGIN_VIEWS = ['signin', 'register', 'forgot', 'reset', 'message'];

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

// Independent tests, each signed in as its own role: spread over the workers; each scans several screens.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });
// Dialogs, sheets and toasts fade in; without motion they are scanned in their final colours.
test.use({ reducedMotion: 'reduce' });

async function signIn(page: Page, email: string, redirect: string) {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** A toast, held open (the pointer over it pauses its timer) while it is scanned. */
async function holdToast(page: Page, title: string): Promise<Locator> {
  const toast = page.locator('.toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.hover();
  return toast;
}

/**
 * The text inside the page's polite live regions as the accessibility tree exposes it (what a
 * screen reader reads and announces); regions ignored, e.g. inert behind a modal dialog, are left out.
 */
async function liveRegionText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{
        nodeId: string;
        ignored: boolean;
        role?: { value?: string };
        name?: { value?: string };
        properties?: Array<{ name: string; value: { value?: unknown } }>;
        childIds?: string[];
      }>;
    };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    // Ignored containers (plain divs) are skipped but not their children; inert text is ignored itself.
    const text = (id: string): string => {
      const node = byId.get(id);
      if (!node) return '';
      const own = !node.ignored && node.role?.value === 'StaticText' ? (node.name?.value ?? '') : '';
      return [own, ...(node.childIds ?? []).map(text)].filter(Boolean).join(' ');
    };
    return nodes
      .filter(
        (node) =>
          !node.ignored && node.properties?.some((p) => p.name === 'live' && p.value.value === 'polite'),
      )
      .filter((node) => node.role?.value === 'status')
      .map((node) => text(node.nodeId))
      .join(' ');
  } finally {
    await cdp.detach();
  }
}

async function openTab(page: Page, name: RegExp) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** POST as a browser on this site would (the API checks the Origin of every change). */
async function postFromSite(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { headers: { Origin: new URL(page.url()).origin }, data });
  expect(response.status(), `POST ${url}`).toBe(201);
}

/** One of the signed-in customer's bookings that may still be cancelled (the demo data has one). */
async function cancellableBookingId(request: APIRequestContext): Promise<string> {
  const list = await request.get('/api/bookings');
  expect(list.ok()).toBe(true);
  for (const { id } of (await list.json()) as Array<{ id: string }>) {
    const detail = await request.get(`/api/bookings/${id}`);
    if (detail.ok() && ((await detail.json()) as { canCancel: boolean }).canCancel) return id;
  }
  throw new Error('The demo customer has no booking that can still be cancelled');
}

test.describe('Signed out', () => {
  test('the public pages', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, 'Professional Bridal Hair & Makeup')).toBeVisible();
    await expectNoSeriousViolations(page, 'landing page');

    await page.goto('/gallery');
    await expect(heading(page, 'Professional Hair & Makeup Gallery')).toBeVisible();
    await expect(page.locator('.gallery-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery');

    await page.goto('/contact');
    await expect(heading(page, 'Get in Touch')).toBeVisible();
    await expectNoSeriousViolations(page, 'contact page');

    await page.goto('/stylist-application');
    await expect(heading(page, /Join Our/)).toBeVisible();
    await expectNoSeriousViolations(page, 'stylist application page');

    await page.goto('/submit-testimonial');
    await expect(heading(page, 'Share Your Experience')).toBeVisible();
    await expectNoSeriousViolations(page, 'review page');

    await page.goto('/no-such-page');
    await expect(heading(page, '404 Page Not Found')).toBeVisible();
    await expectNoSeriousViolations(page, 'not-found screen');
  });

  test('the public forms with their errors and toasts', async ({ page }) => {
    await page.goto('/');
    await page.locator('#book').getByRole('button', { name: 'Continue to Booking' }).click();
    await holdToast(page, 'Missing Information');
    await page.locator('#consultation').getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.locator('#consultation').getByText('Name must be at least 2 characters')).toBeVisible();
    await expectNoSeriousViolations(page, 'landing page booking and questionnaire errors, with a toast');

    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'contact form errors');

    await page.goto('/stylist-application');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'stylist application errors');

    await page.goto('/submit-testimonial');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'review form errors');
  });

  test('the sign-in pages rendered by the server', async ({ page }) => {
    await page.goto('/api/login');
    await expect(heading(page, 'Welcome back')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign in');

    await page.getByLabel('Email', { exact: true }).fill(CUSTOMER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign in with wrong credentials');

    await page.goto('/api/login?view=register');
    await expect(heading(page, 'Create your account')).toBeVisible();
    await expectNoSeriousViolations(page, 'create account');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'create account with field errors');

    await page.goto('/api/login?view=forgot');
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot password');

    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expectNoSeriousViolations(page, 'reset link sent');

    const expired = await page.goto('/api/login/reset?token=not-a-real-token');
    expect(expired?.status()).toBe(410);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'reset link invalid or expired');

    // The new-password form needs a live emailed token; a refused submission renders the same
    // form (with its field error) without one.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/login/reset';
      for (const [name, value] of [
        ['token', 'not-a-real-token'],
        ['password', 'short'],
      ] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'choose a new password');
  });

  test('the error screen shown when a page cannot load', async ({ page }) => {
    await page.route(/\/assets\/contact-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await expect(heading(page, 'Something went wrong')).toBeVisible();
    await expectNoSeriousViolations(page, 'route error screen');
  });
});

test.describe('Customer', () => {
  test('dashboard, user menu, booking, a booking and its cancel dialog, account', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await expect(heading(page, /^Welcome/)).toBeVisible();
    await expectNoSeriousViolations(page, 'customer dashboard');

    const userMenu = page.locator('button[aria-haspopup="menu"]');
    await userMenu.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'user menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.goto('/book');
    await expect(heading(page, 'Book Your Service')).toBeVisible();
    await expectNoSeriousViolations(page, 'book');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await holdToast(page, 'Missing Information');
    await expectNoSeriousViolations(page, 'book with errors and a toast');

    const bookingId = await cancellableBookingId(page.request);
    await page.goto(`/bookings/${bookingId}`);
    const cancel = page.getByRole('button', { name: 'Cancel Booking' });
    await expect(cancel).toBeVisible();
    await expectNoSeriousViolations(page, 'booking detail');
    await cancel.click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, "booking detail: 'Cancel this booking?' dialog");
    await confirm.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(confirm).toBeHidden();

    await page.goto('/account');
    await expect(heading(page, 'Account Settings')).toBeVisible();
    await expectNoSeriousViolations(page, 'account');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoSeriousViolations(page, 'account while editing');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the staff pages refuse a customer', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Settings as a customer (Access Denied)');

    await page.goto('/stylist');
    await page.waitForURL((url) => url.pathname === '/');
    await holdToast(page, 'Access Denied');
    await expectNoSeriousViolations(page, 'Stylist Dashboard refused: dashboard with a destructive toast');
  });
});

test.describe('Stylist', () => {
  test('the Appointments tab and its dialogs', async ({ page }) => {
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    const earlier = page.getByText('Earlier appointments');
    if (await earlier.isVisible()) await earlier.click();
    await expectNoSeriousViolations(page, 'Stylist Dashboard: Appointments');

    await page.getByRole('button', { name: 'New Appointment' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Appointment' });
    await expect(create).toBeVisible();
    await expectNoSeriousViolations(page, "'Create New Appointment' dialog");
    await create.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(create.getByLabel(/^Client Name/)).toHaveAttribute('aria-invalid', 'true');
    // The toast sits above the modal (see 'a toast raised from a modal dialog…'), so it can be held.
    await holdToast(page, 'Missing Information');
    await expectNoSeriousViolations(page, "'Create New Appointment' dialog with its errors and a toast");
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();

    const rows = page.locator('.stylist-appts > li');
    await rows
      .first()
      .getByRole('button', { name: /^Notes/ })
      .click();
    const notes = page.getByRole('dialog', { name: 'Appointment Notes' });
    await expect(notes).toBeVisible();
    await expectNoSeriousViolations(page, "'Appointment Notes' dialog");
    await notes.getByRole('button', { name: 'Close' }).click();
    await expect(notes).toBeHidden();

    await page
      .getByRole('button', { name: /^Complete/ })
      .first()
      .click();
    const complete = page.getByRole('dialog', { name: 'Mark as Completed' });
    await expect(complete).toBeVisible();
    await expectNoSeriousViolations(page, "'Mark as Completed' dialog");
    await complete.getByRole('button', { name: 'Cancel' }).click();
    await expect(complete).toBeHidden();
  });

  test('a toast raised from a modal dialog is above it, announced and can be dismissed', async ({ page }) => {
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Appointment' });
    await expect(create).toBeVisible();
    await create.getByRole('button', { name: 'Create Appointment' }).click();

    const toast = page.locator('.toast').filter({ hasText: 'Missing Information' });
    await expect(toast).toContainText('Please fill in all required fields.');
    // In the top layer, shown after the dialog: above its backdrop, not dimmed.
    const viewport = page.locator('.toaster');
    await expect(viewport).toHaveAttribute('popover', 'manual');
    expect(await viewport.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    // What a screen reader reads: the polite live region with the toast's text, not ignored as inert.
    await expect.poll(() => liveRegionText(page)).toContain('Missing Information');
    await toast.hover();
    await expectNoSeriousViolations(
      page,
      "'Create New Appointment' dialog with the 'Missing Information' toast",
    );

    // A real click (no force): nothing covers the toast's close button.
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
    await expect(create).toBeVisible();
    // With no toast left the viewport leaves the top layer.
    await expect.poll(() => viewport.evaluate((el) => el.matches(':popover-open'))).toBe(false);
  });

  test('the Clients, Schedule and Settings tabs and their dialogs', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();

    await openTab(page, /^Clients/);
    const client = page.locator('.stylist-client').first();
    await expect(client).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard: Clients');
    await client.getByRole('button', { name: /^Notes/ }).click();
    const clientNotes = page.getByRole('dialog', { name: 'Client Notes' });
    await expect(clientNotes.getByLabel('Skin Tone')).toBeVisible();
    await expectNoSeriousViolations(page, "'Client Notes' dialog");
    await clientNotes.getByRole('button', { name: 'Cancel' }).click();
    await expect(clientNotes).toBeHidden();

    await openTab(page, /^Schedule/);
    await expect(page.getByRole('button', { name: 'Reset link' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard: Schedule');
    await page.getByRole('button', { name: 'Reset link' }).click();
    const reset = page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
    await expect(reset).toBeVisible();
    await expectNoSeriousViolations(page, "'Reset your calendar link?' dialog");
    await reset.getByRole('button', { name: 'Keep Current Link' }).click();
    await expect(reset).toBeHidden();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await holdToast(page, 'Link Copied');
    await expectNoSeriousViolations(page, 'Schedule with a success toast');

    await openTab(page, /^Settings/);
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard: Settings');
  });
});

test.describe('Admin', () => {
  test('the Management Panel, each tab, and the gallery editor and delete confirmation', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/');
    // One of each item waiting for the admin, so the tabs show their cards and actions, not empty lists.
    const tag = `${Date.now().toString(36)}`;
    await postFromSite(page, '/api/consultation-requests', {
      name: `Imogen Achterberg ${tag}`,
      email: `imogen.${tag}@example.com`,
      allergiesOrSensitivities: 'Latex',
    });
    await postFromSite(page, '/api/contact', {
      name: `Imogen Achterberg ${tag}`,
      email: `imogen.${tag}@example.com`,
      subject: 'Accessibility check',
      message: 'A question about the wedding party package.',
    });
    await postFromSite(page, '/api/testimonials', {
      customerName: `Imogen Achterberg ${tag}`,
      customerEmail: `imogen.${tag}@example.com`,
      serviceType: 'bridal',
      rating: 5,
      content: 'Calm, kind and the makeup lasted all night long.',
    });
    await page.reload();
    await expect(heading(page, 'Management Panel')).toBeVisible();

    await expect(page.locator('details.admin-questionnaire').first()).toBeVisible();
    await page.locator('details.admin-questionnaire > summary').first().click();
    await expectNoSeriousViolations(page, 'Management Panel: Consultation Requests, a questionnaire open');

    await openTab(page, /^Testimonials/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Management Panel: Testimonials');

    await openTab(page, /^Contact Messages/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Management Panel: Contact Messages');

    await openTab(page, /^Gallery/);
    // The oldest card (the list is newest first) is a seeded image no other spec edits or deletes.
    const card = page.locator('.admin-gallery-card').last();
    await expect(card).toBeVisible();
    const title = (await card.locator('h3').textContent()) ?? '';
    await expectNoSeriousViolations(page, 'Management Panel: Gallery');
    await card.getByRole('button', { name: /^Edit/ }).click();
    await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Management Panel: Gallery, editing an image');
    await card.getByRole('button', { name: 'Cancel' }).click();

    const remove = card.getByRole('button', { name: /^Delete/ });
    await remove.click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this gallery image?',
    });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep Image' })).toBeFocused();
    await expectNoSeriousViolations(page, 'Management Panel: Gallery, the delete confirmation dialog');
    await confirm.getByRole('button', { name: 'Keep Image' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(card.locator('h3')).toHaveText(title);
  });

  test('Settings, and the Stylist Dashboard with the staff controls and cancel dialog', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/admin');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expect(page.getByLabel('User', { exact: true }).locator('option').nth(1)).toBeAttached();
    await expectNoSeriousViolations(page, 'Settings (admin)');

    await page.goto('/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard as admin: Appointments');

    const active = page
      .locator('.stylist-appts > li')
      .filter({ has: page.getByRole('button', { name: /^Complete/ }) });
    const row = active.first();
    await row.getByRole('button', { name: /^Manage/ }).click();
    await expect(row.getByRole('group', { name: 'Staff controls' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard as admin: staff controls open');
    await row.getByRole('button', { name: 'Cancel Booking' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(cancel).toBeVisible();
    await expectNoSeriousViolations(page, "staff 'Cancel this booking?' dialog");
    await cancel.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(cancel).toBeHidden();

    for (const name of [/^Clients/, /^Schedule/, /^Settings/]) {
      await openTab(page, name);
      await expectNoSeriousViolations(page, `Stylist Dashboard as admin: ${name.source.slice(1)}`);
    }
  });

  test('the queue dashboard (bull-board): overview, a failed job, and its menus and dialogs', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL, '/admin/queues');
    const sidebar = page.locator('#bull-board-sidebar');
    // bull-board renders on the client from /admin/queues/api/...; the named icon buttons show the patch ran.
    await expect(sidebar.getByRole('link', { name: 'emails', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: overview');

    await page.getByRole('button', { name: 'Actions for all queues' }).click();
    await expect(page.getByRole('menu', { name: 'Actions for all queues' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: overview actions menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    for (const name of ['Redis details', 'Settings']) {
      // bull-board 9.10.1 ignores the first click on a header button after one of its dialogs closed.
      await page.reload();
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, `queue dashboard: '${name}' dialog`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }

    // A job no worker handles fails for good at once: the failed job to look at, added as an admin would.
    const jobName = `a11y-no-such-job-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Actions for the emails queue' }).click();
    await expect(page.getByRole('menu', { name: 'Actions for the emails queue' })).toBeVisible();
    await expectNoSeriousViolations(page, "queue dashboard: a queue card's actions menu");
    await page.getByRole('menuitem', { name: 'Add job' }).click();
    const addJob = page.getByRole('dialog', { name: 'Add job' });
    await expect(addJob.getByRole('textbox', { name: 'Job data' })).toBeVisible();
    await expectNoSeriousViolations(page, "queue dashboard: 'Add job' dialog");
    await addJob.getByLabel('Job name').fill(jobName);
    await addJob.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addJob).toBeHidden();

    await page.goto('/admin/queues/queue/emails?status=failed');
    const job = page.locator('[class*="card-"]').filter({ hasText: jobName });
    // Failed jobs open on their Error tab.
    await expect(job.getByText(`No handler registered for job '${jobName}'`)).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSeriousViolations(page, 'queue dashboard: a queue with a failed job expanded');

    await job.getByRole('button', { name: 'Retry', exact: true }).click();
    const retry = page.getByRole('alertdialog');
    await expect(retry).toContainText('retry this job');
    await expectNoSeriousViolations(page, 'queue dashboard: the Retry confirmation');
    await retry.getByRole('button', { name: 'Cancel' }).click();
    await expect(retry).toBeHidden();

    await page.getByRole('button', { name: 'Actions for the emails queue' }).click();
    await expect(page.getByRole('menu', { name: 'Actions for the emails queue' })).toBeVisible();
    await expectNoSeriousViolations(page, "queue dashboard: a queue page's actions menu");
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Queue info' }).click();
    const info = page.getByRole('dialog', { name: 'Queue info' });
    await expect(info).toBeVisible();
    await expectNoSeriousViolations(page, "queue dashboard: 'Queue info' dialog");
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();

    await job.getByRole('link', { name: new RegExp(jobName) }).click();
    await expect(page.getByRole('tab', { name: 'Error' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, "queue dashboard: a failed job's page");
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, "queue dashboard: a failed job's data");

    await sidebar.getByRole('link', { name: 'Schedulers' }).click();
    await expect(page.getByRole('heading', { name: 'Schedulers' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: Schedulers');
    await page.goto('/admin/queues/metrics-history');
    await expect(page.getByRole('heading', { name: 'Metrics history' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: Metrics history');
  });
});

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing page and the navigation menu', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, 'Professional Bridal Hair & Makeup')).toBeVisible();
    await expectNoSeriousViolations(page, 'landing page at 390 px');

    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu (signed out)');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the back office and the signed-in navigation menu', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/');
    await expect(heading(page, 'Management Panel')).toBeVisible();
    await expectNoSeriousViolations(page, 'Management Panel at 390 px');

    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu (signed in)');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.goto('/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard at 390 px');

    await page.goto('/admin');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expectNoSeriousViolations(page, 'Settings at 390 px');
  });
});

test.describe('Coverage guard', () => {
  test('every route of the router is scanned above', () => {
    const router = readFileSync(path.join(frontendSrc, 'app/router.tsx'), 'utf8');
    const paths = [...router.matchAll(/\bpath:\s*'([^']*)'/g)].map((match) => match[1]!);
    if (/\bindex:\s*true\b/.test(router)) paths.push('');
    expect(paths.length).toBeGreaterThan(5);
    expect(
      paths.filter((route) => !(route in COVERED_ROUTES)),
      'routes without an accessibility scan: add them to a test and to COVERED_ROUTES',
    ).toEqual([]);
    expect(Object.keys(COVERED_ROUTES).filter((route) => !paths.includes(route))).toEqual([]);
  });

  test('every dialog, sheet, menu and confirm is scanned above', () => {
    const overlay =
      /<(Dialog|Sheet|DropdownMenu)\b|<dialog\b|role="(dialog|alertdialog|menu)"|aria-modal|window\.(confirm|alert|prompt)\(/;
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

  test('every view of the queue dashboard is scanned above', () => {
    const views = [appRoutes.entryPoint.route].flat();
    expect(views.length).toBeGreaterThan(1);
    expect(
      views.filter((view) => !(view in COVERED_QUEUE_DASHBOARD_VIEWS)),
      'bull-board views without an accessibility scan: add them to a test and to COVERED_QUEUE_DASHBOARD_VIEWS',
    ).toEqual([]);
    expect(Object.keys(COVERED_QUEUE_DASHBOARD_VIEWS).filter((view) => !views.includes(view))).toEqual([]);
  });

  test('every server-rendered sign-in view is scanned above', () => {
    const source = readFileSync(path.join(repoRoot, 'services/api/src/features/auth/login-page.ts'), 'utf8');
    const union = /export type LoginView\s*=\s*([^;]+);/.exec(source)?.[1] ?? '';
    const views = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(views.length).toBeGreaterThan(0);
    expect(views.filter((view) => !COVERED_LOGIN_VIEWS.includes(view))).toEqual([]);
  });
});
