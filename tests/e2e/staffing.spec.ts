import { signUpAndOpen } from './support/accounts';
import { freeDateAt } from './support/booking';
import { randomDateOn } from './support/dates';
import { expect, type Page, test } from './support/test';

/**
 * Issue 11: stylists' real time. The e2e stack's team is the two demo stylists, Sofia and Maya,
 * with the demo hours: starts from 09:00 to 16:00 on weekdays, from 06:00 at weekends.
 */

const SATURDAY = 6;
const MIDWEEK = [2, 3, 4];

interface Availability {
  days: Array<{ date: string; times: Array<{ time: string; stylists: number; startsAt: string }> }>;
}

/** The times GET /api/availability offers a selection on a date (no sign-in needed). */
async function offeredTimes(page: Page, query: Record<string, string>): Promise<string[]> {
  const answer = await page.request.get(`/api/availability?${new URLSearchParams(query)}`);
  expect(answer.status()).toBe(200);
  const { days } = (await answer.json()) as Availability;
  return days[0]!.times.map((t) => t.time);
}

/** Books a 45-minute makeup appointment in Puyallup as the signed-in customer of `page`. */
async function bookMakeup(page: Page, eventDate: string, eventTime: string) {
  const response = await page.request.post('/api/bookings', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      makeupService: 'good',
      eventDate,
      eventTime,
      serviceArea: 'puyallup',
      paymentMethod: 'venmo',
      paymentHandle: '@jules',
    },
  });
  expect(response.status()).toBe(201);
}

test.describe('Stylists’ time', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the landing form offers only times the team can staff: their hours, and nobody already booked', async ({
    page,
    browser,
  }) => {
    test.slow();
    const weekday = randomDateOn(MIDWEEK);
    const saturday = randomDateOn([SATURDAY]);
    const makeup = { makeupService: 'good', serviceArea: 'puyallup' };

    // A customer, in her own browser, takes every stylist at 10:00 on the weekday.
    const customer = await (await browser.newContext()).newPage();
    await signUpAndOpen(customer, '/', 'Jules');
    for (
      let booked = 0;
      (await offeredTimes(customer, { ...makeup, date: weekday })).includes('10:00');
      booked++
    ) {
      expect(booked).toBeLessThan(3);
      await bookMakeup(customer, weekday, '10:00');
    }
    await customer.context().close();

    // A visitor on the landing page.
    await page.goto('/');
    const form = page.locator('#book');
    const time = form.getByLabel('Preferred Time', { exact: true });
    const offered = () => time.locator('option:not([value=""])');
    await form.getByLabel('Makeup Service', { exact: true }).selectOption('good');
    await form.getByLabel('Event Area', { exact: true }).selectOption('puyallup');
    await expect(form.getByText('Choose a date to see the times we can staff.')).toBeVisible();

    await form.getByLabel('Event Date', { exact: true }).fill(weekday);
    await expect(offered().first()).toBeAttached();
    const weekdayTimes = await offered().evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value),
    );
    expect(weekdayTimes).toEqual(await offeredTimes(page, { ...makeup, date: weekday }));
    expect(weekdayTimes).not.toContain('10:00');
    expect(weekdayTimes.every((t) => t >= '09:00' && t <= '16:00')).toBe(true);

    // At the weekend the team starts at 06:00 for weddings.
    await form.getByLabel('Event Date', { exact: true }).fill(saturday);
    await expect(offered().first()).toBeAttached();
    const saturdayTimes = await offered().evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value),
    );
    expect(saturdayTimes).toEqual(await offeredTimes(page, { ...makeup, date: saturday }));
    expect(saturdayTimes[0]! < '09:00').toBe(true);
  });

  test('a party of five ready by 2 pm in Graham gets two stylists from the early morning, and sees the plan', async ({
    page,
  }) => {
    test.slow();
    await signUpAndOpen(page, '/book', 'Harper');
    // A Saturday the whole team still has (other tests book random dates beside this one).
    const saturday = await freeDateAt(page, '14:00', {
      service: 'bridalPackage=bride-plus-party&bridesmaidCount=4&timeMode=ready-by',
      area: 'graham',
      stylists: 2,
      pick: () => randomDateOn([SATURDAY]),
    });
    const form = page.getByRole('form', { name: 'Book Your Service' });
    await form.getByRole('radio', { name: 'Full Bridal Party' }).check();
    await form.getByLabel('Event Area', { exact: true }).selectOption('graham');
    await form.getByLabel('Number of Bridesmaids', { exact: true }).selectOption('4');
    await form.getByRole('radio', { name: 'Everyone ready by' }).check();
    await form.getByLabel('Event Date', { exact: true }).fill(saturday);

    // The bride (150 minutes) and four bridesmaids (120 each) cannot be done by one stylist in
    // six hours: at 2 pm two come, the first from 8 am.
    const times = form.getByRole('group', { name: 'Appointment Time' });
    const twoPm = times.getByRole('radio', { name: '2:00 PM', exact: true });
    await expect(twoPm).toHaveAccessibleDescription('2 stylists · from 8:00 AM');
    await twoPm.check();
    await form.getByLabel('Event Location (optional)', { exact: true }).fill('Graham Grange Hall');
    await form.getByRole('radio', { name: 'Venmo' }).check();
    await form.getByLabel('Payment Handle', { exact: true }).fill('@harper');
    // The package and the travel fee to Graham ($30).
    await expect(form.getByText('Travel to Graham', { exact: false }).first()).toBeVisible();

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      bridalPackage: 'bride-plus-party',
      bridesmaidCount: 4,
      serviceArea: 'graham',
      timeMode: 'ready-by',
      eventTime: '14:00',
      eventDate: saturday,
    });

    // The booking page shows who comes when.
    const { booking } = (await response.json()) as { booking: { id: string } };
    await page.getByRole('link', { name: 'View Booking' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/bookings/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const plan = page.locator('.appointment-plan');
    await expect(plan).toContainText('Styling starts');
    await expect(plan).toContainText('8:00 AM');
    await expect(plan).toContainText('2:00 PM');
    await expect(plan).toContainText('Graham Grange Hall');
    const stylists = plan.getByRole('list', { name: 'Your stylists' }).getByRole('listitem');
    await expect(stylists).toHaveCount(2);
    await expect(stylists.filter({ hasText: 'Sofia' })).toHaveCount(1);
    await expect(stylists.filter({ hasText: 'Maya' })).toHaveCount(1);
    await expect(plan).toContainText('Bride');
    await expect(plan).toContainText('Bridesmaid 4');
    await page.screenshot({ path: 'test-results/staffing-plan.png', fullPage: true });
  });
});
