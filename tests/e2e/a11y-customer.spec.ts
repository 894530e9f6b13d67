import { expectNoSeriousViolations } from './support/a11y';
import { CUSTOMER_EMAIL, cancellableBookingId, heading, holdToast, signIn } from './support/screens';
import { expect, test } from './support/test';

/** Accessibility (axe, WCAG A/AA) of what a signed-in customer sees, each screen and dialog open. */

test.describe.configure({ mode: 'parallel' });
test.use({ reducedMotion: 'reduce' });

test.describe('Customer', () => {
  test('the dashboard and the user menu', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await expect(heading(page, /^Welcome/)).toBeVisible();
    await expectNoSeriousViolations(page, 'customer dashboard');

    const userMenu = page.locator('button[aria-haspopup="menu"]');
    await userMenu.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'user menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('Book Your Service, empty and with its errors', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/book');
    await expect(heading(page, 'Book Your Service')).toBeVisible();
    await expectNoSeriousViolations(page, 'book');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await holdToast(page, 'Missing Information');
    await expectNoSeriousViolations(page, 'book with errors and a toast');
  });

  test('My Bookings', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/bookings');
    await expect(heading(page, 'My Bookings')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Upcoming/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'my bookings');
  });

  test('a booking and its cancel dialog', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
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
  });

  test('Account Settings, read-only and editing', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/account');
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
