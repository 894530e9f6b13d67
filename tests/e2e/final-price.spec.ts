import { confirmedCustomer, unique } from './support/accounts';
import { freeDateAt } from './support/booking';
import { businessDate } from './support/dates';
import { ADMIN_EMAIL } from './support/screens';
import { appointmentRow, signIn, toast } from './support/stylist';
import { expect, test } from './support/test';

/** The final price staff agree with the client replaces the estimate she booked with. */
test('an admin sets the final price and the bride reads it on her booking', async ({ page, browser }) => {
  test.slow();
  await signIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: 'Stylist Dashboard' })).toBeVisible();
  const eventDate = await freeDateAt(page, '11:00', {
    service: 'hairService=simple',
    pick: () => businessDate(40 + Math.floor(Math.random() * 60)),
  });

  const firstName = `Priya${unique()}`;
  const bride = await confirmedCustomer(browser, firstName);
  const booked = await bride.request.post('/api/bookings', {
    headers: { Origin: new URL(bride.url()).origin },
    data: {
      hairService: 'simple',
      eventDate,
      eventTime: '11:00',
      serviceArea: 'puyallup',
      paymentMethod: 'venmo',
      paymentHandle: '@priya',
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string; totalPriceCents: number } };

  await page.reload();
  const row = appointmentRow(page, firstName);
  await row.getByRole('button', { name: /^Manage/ }).click();
  const controls = row.getByRole('group', { name: 'Staff controls' });
  const price = controls.getByLabel('Final price ($)');
  await expect(price).toHaveValue(String(booking.totalPriceCents / 100));
  await expect(controls).toContainText('Her total is still the estimate she booked with.');

  // Not an amount: the field says so and nothing is sent.
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes(`/api/admin/bookings/${booking.id}`))
      patches++;
  });
  await price.fill('about 400');
  await controls.getByRole('button', { name: 'Set Price' }).click();
  await expect(price).toHaveAccessibleDescription(/Please enter the final price in dollars/);
  await expect(price).toBeFocused();
  expect(patches).toBe(0);

  await price.fill('412.50');
  const patched = page.waitForResponse(
    (r) => r.url().includes(`/api/admin/bookings/${booking.id}`) && r.request().method() === 'PATCH',
  );
  await controls.getByRole('button', { name: 'Set Price' }).click();
  expect((await patched).request().postDataJSON()).toEqual({ totalPriceCents: 41_250 });
  await expect(toast(page, 'Booking Updated')).toBeVisible();
  await expect(row.locator('.stylist-appt__total')).toHaveText('Total $412.50');
  await expect(controls).toContainText('Final price set on');
  await expect(price).toHaveValue('412.50');
  // Saved in place: the keyboard stays where it was.
  await expect(controls.getByRole('button', { name: 'Set Price' })).toBeFocused();

  // Her deposit is in: a price below it is refused, and the reason stays under the field.
  await controls.getByLabel('Payment status').selectOption({ label: 'Deposit received' });
  await expect(row.locator('.badge')).toContainText(['Deposit received']);
  await price.fill('1');
  await controls.getByRole('button', { name: 'Set Price' }).click();
  await expect(price).toHaveAccessibleDescription(/cannot be less than the deposit already received/);
  await expect(row.locator('.stylist-appt__total')).toHaveText('Total $412.50');
  await price.fill('412.50');
  await expect(price).not.toHaveAccessibleDescription(/cannot be less than the deposit/);

  // Her booking's page: the final price, with the estimate she booked with beside it.
  await bride.goto(`/bookings/${booking.id}`);
  const prices = bride.getByRole('table', { name: 'Price breakdown' });
  await expect(prices.getByRole('row', { name: /Final price/ })).toContainText('$412.50');
  await expect(prices.getByRole('row', { name: /Estimate when booked/ })).toContainText(
    `$${booking.totalPriceCents / 100}+`,
  );
  await expect(bride.getByText('The final price of your booking has been set.')).toBeVisible();
  await bride.context().close();
});
