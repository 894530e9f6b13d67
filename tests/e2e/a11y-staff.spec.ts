import { expectNoSeriousViolations } from './support/a11y';
import {
  ADMIN_EMAIL,
  heading,
  holdToast,
  liveRegionText,
  openTab,
  postFromSite,
  STYLIST_EMAIL,
  signIn,
} from './support/screens';
import { expect, test } from './support/test';

/**
 * Accessibility (axe, WCAG A/AA) of the back office: the Stylist Dashboard as the stylist and as
 * admin, the Management Panel and Settings, each tab and dialog open, and at 390 px.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ reducedMotion: 'reduce' });

test.describe('Stylist', () => {
  test("the Appointments tab and 'Create New Appointment', empty and with its errors", async ({ page }) => {
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
  });

  test("an appointment's Notes and 'Mark as Completed' dialogs", async ({ page }) => {
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
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

  test("the Clients tab and a client's notes", async ({ page }) => {
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
  });

  test('the Schedule tab with its reset dialog and toast, and the Settings tab', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await openTab(page, /^Schedule/);
    await expect(page.getByRole('button', { name: 'Reset link' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard: Schedule');
    await page.getByRole('button', { name: 'Add time off' }).click();
    await expect(page.getByRole('region', { name: 'Time off' }).getByLabel('First day')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoSeriousViolations(page, 'Schedule: the time off form with its errors');
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
  test("the Management Panel's requests, testimonials and messages tabs", async ({ page }) => {
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
  });

  test('the Gallery tab, the gallery editor and the delete confirmation', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/');
    await expect(heading(page, 'Management Panel')).toBeVisible();
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
  });

  test("the Stylist Dashboard's other tabs as admin", async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    for (const name of [/^Clients/, /^Schedule/, /^Settings/]) {
      await openTab(page, name);
      await expectNoSeriousViolations(page, `Stylist Dashboard as admin: ${name.source.slice(1)}`);
    }
  });
});

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Management Panel and the signed-in navigation menu', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/');
    await expect(heading(page, 'Management Panel')).toBeVisible();
    await expectNoSeriousViolations(page, 'Management Panel at 390 px');

    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu (signed in)');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the Stylist Dashboard and Settings', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Dashboard at 390 px');
    await openTab(page, /^Schedule/);
    await expect(page.getByRole('table', { name: /^Week of/ })).toBeVisible();
    await expectNoSeriousViolations(page, "Schedule at 390 px: the team's week and working time");

    await page.goto('/admin');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expectNoSeriousViolations(page, 'Settings at 390 px');
  });
});
