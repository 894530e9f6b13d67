import { confirmedCustomer, unique } from './support/accounts';
import { freeDateAt } from './support/booking';
import { businessDate } from './support/dates';
import { ADMIN_EMAIL, STYLIST_EMAIL } from './support/screens';
import { appointmentRow, expectAccessible, signIn, statCard, stylistStats, toast } from './support/stylist';
import { expect, test } from './support/test';

/** Spec 001 'Stylist Dashboard', the admin's staff controls on a booking. */

test.describe('Stylist Dashboard', () => {
  test('an admin confirms, assigns, records the payment of and cancels a booking', async ({
    page,
    browser,
  }) => {
    test.slow();
    // A date on which Sofia could take it herself, so that assigning her below can only move it.
    await signIn(page, ADMIN_EMAIL);
    await expect(page.getByRole('heading', { level: 1, name: 'Stylist Dashboard' })).toBeVisible();
    const stylists = (await (await page.request.get('/api/admin/users?role=stylist')).json()) as Array<{
      id: string;
      email: string;
    }>;
    const sofia = stylists.find((u) => u.email === STYLIST_EMAIL);
    expect(sofia, 'the demo stylist Sofia Reyes').toBeDefined();
    const eventDate = await freeDateAt(page, '13:00', {
      service: 'hairService=simple',
      stylist: sofia?.id,
      pick: () => businessDate(40 + Math.floor(Math.random() * 60)),
    });

    // A customer books through the API in their own session: a pending, unassigned booking.
    const firstName = `Marisol${unique()}`;
    const customerPage = await confirmedCustomer(browser, firstName);
    const booked = await customerPage.request.post('/api/bookings', {
      headers: { Origin: new URL(customerPage.url()).origin },
      data: {
        hairService: 'simple',
        eventDate,
        eventTime: '13:00',
        serviceArea: 'puyallup',
        paymentMethod: 'cashapp',
        paymentHandle: '$marisol',
      },
    });
    expect(booked.status()).toBe(201);
    await customerPage.context().close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Stylist Dashboard' })).toBeVisible();
    const row = appointmentRow(page, firstName);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: /^Manage/ }).click();
    const controls = row.getByRole('group', { name: 'Staff controls' });
    await expect(controls).toBeVisible();
    await expectAccessible(page);

    // Her deposit is in: recording it leaves the request pending, and says what confirms it.
    const confirmHint = controls.getByText('Paid: press Confirm to confirm the booking and email her.');
    await expect(confirmHint).toHaveCount(0);
    await controls.getByLabel('Payment status').selectOption({ label: 'Deposit received' });
    await expect(toast(page, 'Booking Updated')).toBeVisible();
    await expect(confirmHint).toBeVisible();
    await expect(row).toContainText('Pending');
    await controls.getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Confirmed');
    await expect(confirmHint).toHaveCount(0);

    // Assigning moves the held time to her: she leads the plan the row shows.
    await controls.getByLabel('Assigned stylist').selectOption({ label: 'Sofia Reyes' });
    // A refusal (she is not free then) would put the select back on Unassigned with the reason.
    await expect(controls.getByLabel('Assigned stylist')).toHaveValue(sofia?.id ?? '');
    await expect(row.locator('.stylist-plan__stylist').first()).toContainText('Sofia Reyes');
    await expect(row.locator('.stylist-plan__stylist').first()).toContainText('Lead');
    await controls.getByLabel('Payment status').selectOption({ label: 'Deposit received' });
    await expect(row.locator('.badge')).toContainText(['Confirmed', 'Deposit received']);
    // Weeks away: it cannot be paid in full or a no-show yet.
    await expect(
      controls.getByLabel('Payment status').locator('option', { hasText: 'Paid in full' }),
    ).toBeDisabled();
    await expect(controls.getByRole('switch', { name: 'Mark no-show' })).toBeDisabled();

    await controls.getByRole('button', { name: 'Cancel Booking' }).click();
    const confirmCancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(confirmCancel.getByRole('button', { name: 'Keep Booking' })).toBeFocused();
    // A note begun and kept back is not there the next time.
    await confirmCancel.getByLabel('Note to the client').fill('A first thought');
    await confirmCancel.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(confirmCancel).toBeHidden();
    await controls.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(confirmCancel.getByLabel('Note to the client')).toHaveValue('');
    await confirmCancel
      .getByLabel('Note to the client')
      .fill('Our stylist is unwell that day; we will call you.');
    const cancelled = page.waitForResponse(
      (r) => r.url().includes('/api/admin/bookings/') && r.request().method() === 'PATCH',
    );
    await confirmCancel.getByRole('button', { name: 'Cancel Booking' }).click();
    expect((await cancelled).request().postDataJSON()).toEqual({
      status: 'cancelled',
      cancellationNote: 'Our stylist is unwell that day; we will call you.',
    });
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: /^Complete/ })).toHaveCount(0);
    // What she was told stays with the booking for the staff: its Appointment Notes show it
    // (cancelled bookings are listed folded away, under 'Cancelled').
    await page
      .locator('summary')
      .filter({ hasText: /^Cancelled/ })
      .click();
    await row.getByRole('button', { name: /^Notes/ }).click();
    const notes = page.getByRole('dialog', { name: 'Appointment Notes' });
    await expect(notes.locator('dt', { hasText: 'Note to the client' }).locator('+ dd')).toHaveText(
      'Our stylist is unwell that day; we will call you.',
    );
    await notes.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('link', { name: 'Business Settings' })).toHaveAttribute(
      'href',
      '/admin/business',
    );
  });

  test("an admin's cards are the studio's figures, not her own", async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    await expect(page.getByRole('heading', { level: 1, name: 'Stylist Dashboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your figures' })).toHaveCount(0);
    await expect(page.getByText("The studio's figures: every stylist's appointments")).toBeVisible();
    // The demo studio has clients; other tests may add some meanwhile, so the page is read again
    // until it shows what the API answers.
    await expect(async () => {
      const studio = await stylistStats(page.request);
      expect(studio).toMatchObject({ scope: 'studio', computedAt: expect.any(String) });
      expect(studio.totalClients).toBeGreaterThan(0);
      await page.reload();
      await expect(
        statCard(page, 'Total Clients', 'Studio figures').locator('.stylist-stat__value'),
      ).toHaveText(String(studio.totalClients), { timeout: 5_000 });
    }).toPass();
  });
});
