import { consultationCompletableFrom } from '@beauty/domain/consultations';
import { confirmedCustomer } from './support/accounts';
import { bookThroughApi, freeDateAt } from './support/booking';
import { businessDate } from './support/dates';
import { STYLIST_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/**
 * The Free Consultations list's own actions, from the keyboard: Cancel's question takes the
 * focus and gives it back, a consultation still to come offers no 'Mark Completed' until it starts
 * (then at once, without a reload), and one that
 * leaves the list hands the focus to the list's heading (not to the top of the page).
 */

test('a stylist answers Cancel and cancels a consultation from the keyboard without losing her place', async ({
  page,
  browser,
}) => {
  test.slow();
  const firstName = `Keyboard${Math.floor(Math.random() * 1e6)}`;
  const customer = await confirmedCustomer(browser, firstName);
  await bookThroughApi(
    customer,
    await freeDateAt(customer, '11:00', { pick: () => businessDate(40 + Math.floor(Math.random() * 200)) }),
    '11:00',
    { eventType: 'wedding', includeConsultation: true },
  );
  await customer.context().close();

  await signIn(page, STYLIST_EMAIL, '/stylist');
  const card = page.locator('.staff-consult').filter({ hasText: firstName });
  const cancel = card.getByRole('button', { name: /^Cancel the consultation of/ });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const keep = card.getByRole('button', { name: 'Keep It' });
  await expect(keep).toBeFocused();
  await expect(card.getByRole('button', { name: 'Yes, Cancel It' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await expect(card.getByRole('button', { name: 'Yes, Cancel It' })).toHaveCount(0);

  // Scheduled (the dialog has its own test in consultations.spec) weeks ahead: not held yet, so
  // nothing to mark completed (the server refuses it too).
  const id = await card.getAttribute('data-consultation-id');
  const scheduledDate = businessDate(30 + Math.floor(Math.random() * 300));
  const scheduled = await page.request.put(`/api/staff/consultations/${id}/schedule`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { scheduledDate, scheduledTime: '10:30' },
  });
  expect(scheduled.status()).toBe(200);
  await page.reload();
  await expect(card.getByRole('button', { name: /^Move/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Mark Completed/ })).toHaveCount(0);
  await expect(card.getByText('Mark Completed once it has started')).toBeVisible();

  // The page left open until its start offers Mark Completed then, without a reload: the
  // browser's clock is moved to a minute before, then past it.
  const startsAt = consultationCompletableFrom({ scheduledDate, scheduledTime: '10:30' })!.getTime();
  await page.clock.install({ time: startsAt - 60_000 });
  await page.reload();
  await expect(card.getByText('Mark Completed once it has started')).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(card.getByRole('button', { name: /^Mark Completed/ })).toBeVisible();
  await expect(card.getByText('Mark Completed once it has started')).toHaveCount(0);

  // Called off, it leaves the list and the keyboard goes on from the list's heading.
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await card.getByRole('button', { name: 'Yes, Cancel It' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Cancelled' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Free Consultations/ })).toBeFocused();
});
