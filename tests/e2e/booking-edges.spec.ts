import { signUpAndOpen } from './support/accounts';
import { bookThroughApi, fillBookForm, freeDateAt } from './support/booking';
import { businessDate } from './support/dates';
import { expect, type Page, test } from './support/test';

/**
 * Booking at its edges: a new time inside the change window is named before she takes it, once
 * the day is behind her the page thanks her and owes nothing paid, the free consultation
 * wanted on its own points to where it is asked for, a refused add-on is shown under the
 * add-ons, and /book reached from her dashboard is laid out as when opened directly.
 */

/** Her booking's page, with the API's answer changed as the studio's records would have it. */
async function openAs(page: Page, bookingId: string, change: Record<string, unknown>) {
  await page.route(`**/api/bookings/${bookingId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...change } });
  });
  await page.goto(`/bookings/${bookingId}`);
}

test.describe('Booking edges', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new time inside the change window says it cannot be changed online once taken', async ({
    page,
  }) => {
    await signUpAndOpen(page, '/', 'Rowan');
    const { booking } = await bookThroughApi(page, await freeDateAt(page, '11:00'));
    const soon = businessDate(1);
    const later = businessDate(12);
    // The time the API offers, 10:00 (tomorrow, always less than 48 hours away; twelve days out, never).
    await page.route('**/api/availability?*', async (route) => {
      const url = new URL(route.request().url());
      const date = url.searchParams.get('date');
      if (url.searchParams.get('booking') !== booking.id || (date !== soon && date !== later))
        return route.fallback();
      await route.fulfill({
        json: {
          timeMode: 'start',
          serviceArea: 'puyallup',
          minutes: 45,
          partySize: 1,
          partyTooLarge: false,
          days: [
            {
              date,
              times: [{ time: '10:00', stylists: 1, startsAt: '10:00', readyAt: '10:45' }],
            },
          ],
        },
      });
    });
    await page.goto(`/bookings/${booking.id}`);
    const reschedule = page.getByRole('form', { name: 'Reschedule' });
    const times = reschedule.getByRole('group', { name: 'New Time' });
    const warning =
      'This time is less than 48 hours away: once you move to it, the booking can no longer be changed or cancelled online.';

    await reschedule.getByLabel('New Date', { exact: true }).fill(soon);
    await times.getByRole('radio', { name: /10:00 AM/ }).check();
    await expect(times).toContainText(warning);

    await reschedule.getByLabel('New Date', { exact: true }).fill(later);
    await times.getByRole('radio', { name: /10:00 AM/ }).check();
    await expect(times.getByRole('radio', { name: /10:00 AM/ })).toBeChecked();
    await expect(times).not.toContainText(warning);
  });

  test('once the day is behind her: no changes offered, a review of what she had, and a paid booking owes nothing', async ({
    page,
  }) => {
    await signUpAndOpen(page, '/', 'Harper');
    const { booking } = await bookThroughApi(page, await freeDateAt(page, '11:00'));
    await openAs(page, booking.id, {
      eventDate: businessDate(-3),
      status: 'confirmed',
      paymentStatus: 'completed',
      canCancel: false,
      canReschedule: false,
    });

    await expect(page.locator('.booking-detail__state')).toHaveText(
      'The date of this appointment has passed.',
    );
    await expect(page.getByRole('heading', { name: 'Changes & Cancellation' })).toHaveCount(0);
    await expect(page.getByText(/can no longer be changed online/)).toHaveCount(0);
    const price = page.getByRole('table', { name: 'Price breakdown' });
    // Paid in full, its total is the final price.
    const total = await price
      .getByRole('row', { name: /^Final price/ })
      .getByRole('cell')
      .textContent();
    await expect(price.getByRole('row', { name: /Paid in full/ })).toContainText(total!);
    await expect(price).not.toContainText('Balance due');

    await expect(page.getByRole('heading', { name: 'After Your Appointment' })).toBeVisible();
    await page.getByRole('link', { name: 'Write a Review' }).click();
    await page.waitForURL('**/submit-testimonial?service=makeup');
    // What she had is chosen, and who she is is filled in.
    await expect(page.getByLabel('Service Received', { exact: true })).toHaveValue('makeup');
    await expect(page.getByLabel('Your Name', { exact: true })).toHaveValue(/Harper/);

    // A request whose day passed before it was confirmed: nothing asked of her, no review asked.
    await openAs(page, booking.id, {
      eventDate: businessDate(-3),
      status: 'pending',
      paymentStatus: 'unpaid',
      canCancel: false,
      canReschedule: false,
    });
    await expect(page.getByText('This request was not confirmed before its date.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book Another Appointment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where and when to pay' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Price breakdown' })).not.toContainText(
      'to secure your date',
    );
  });
  test('the free consultation wanted without a service points to the consultation form', async ({ page }) => {
    await signUpAndOpen(page, '/book', 'Sloane');
    const form = page.getByRole('form', { name: 'Book Your Service' });
    await form.getByLabel('Add my free consultation').check();
    const pointer = form.getByRole('status').filter({ hasText: 'request your free consultation' });
    await expect(pointer).toBeVisible();
    await expect(pointer.getByRole('link', { name: 'request your free consultation' })).toHaveAttribute(
      'href',
      '/#consultation',
    );
    // With a service chosen, the consultation simply comes with it.
    await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }).check();
    await expect(pointer).toHaveCount(0);
  });

  test("a booking the studio cancelled shows the studio's note to her", async ({ page }) => {
    await signUpAndOpen(page, '/', 'Imogen');
    const { booking } = await bookThroughApi(page, await freeDateAt(page, '11:00'));
    await openAs(page, booking.id, {
      status: 'cancelled',
      cancellationReason: 'studio',
      cancellationNote: 'Our stylist is unwell that day.\nWe will call you to find another date.',
      cancelledAt: new Date().toISOString(),
      canCancel: false,
      canReschedule: false,
    });
    const note = page.getByRole('figure', { name: 'A note from us' });
    await expect(note).toContainText('Our stylist is unwell that day.');
    await expect(note).toContainText('We will call you to find another date.');
    await expect(page.getByRole('link', { name: 'Book another appointment' })).toBeVisible();
  });

  test('/book opened from her dashboard keeps Makeup and Hair side by side, as when opened directly', async ({
    page,
  }) => {
    // '/' shows the landing page (its pricing styles) while the sign-in check runs, then her dashboard.
    await signUpAndOpen(page, '/', 'Wren');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Wren!' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Service' }).click();
    await page.waitForURL((url) => url.pathname === '/book');
    const form = page.getByRole('form', { name: 'Book Your Service' });
    const makeup = (await form.getByRole('group', { name: 'Makeup' }).boundingBox())!;
    const hair = (await form.getByRole('group', { name: 'Hair' }).boundingBox())!;
    expect(hair.x, 'Hair beside Makeup').toBeGreaterThan(makeup.x + makeup.width / 2);
    expect(Math.abs(hair.y - makeup.y), 'Hair level with Makeup').toBeLessThan(1);
  });

  test('an add-on the server refuses is named under the add-ons, which take focus, until she changes them', async ({
    page,
  }) => {
    await signUpAndOpen(page, '/book', 'Sloane');
    // As the server answers a list it cannot read (the catalog changed under her, say).
    const refusal = 'Invalid add-ons';
    await page.route('**/api/bookings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { message: refusal, errors: [{ field: 'addOns', message: refusal }] },
          })
        : route.fallback(),
    );
    const form = await fillBookForm(page, { method: 'Venmo', handle: '@sloane' }, ['False Lashes']);
    await form.getByRole('button', { name: 'Book Appointment' }).click();

    const addOns = form.getByRole('group', { name: /^Add-ons/ });
    await expect(addOns).toBeFocused();
    await expect(addOns).toHaveAccessibleDescription(refusal);
    await form.getByRole('checkbox', { name: 'False Lashes' }).uncheck();
    await expect(form.getByText(refusal)).toHaveCount(0);
  });
});
