import { expectNoSeriousViolations } from './support/a11y';
import { unique } from './support/accounts';
import { businessDate, pacific } from './support/dates';
import { expectFitsWidth, PHONE } from './support/layout';
import { dayOfHours, OVERLAP, timeOffPanel, toast, upcomingBookingOf } from './support/schedule';
import { heading, openTab, STYLIST_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/**
 * Issue 11 on the Stylist Dashboard's Schedule tab: a stylist's weekly hours (early starts, days
 * off, the order rule) and dated time off (added, refused over her own appointment, removed).
 */

test.describe('Schedule: working time', () => {
  test("on a phone, each day's two times fit its row", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await openTab(page, /^Schedule/);
    const monday = dayOfHours(page, 'Monday');
    await expect(monday.getByLabel('First start')).toBeVisible();
    await expectFitsWidth(monday, monday.locator('input[type="time"]'));
  });

  test('a stylist sets her hours, and adds, is refused and removes time off', async ({ page }) => {
    test.slow();
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await openTab(page, /^Schedule/);
    await expect(page.getByRole('heading', { name: 'Working time' })).toBeVisible();
    const me = (await (await page.request.get('/api/stylist/working-time')).json()) as { stylistId: string };

    // Hours: the demo stylist starts at 6:00 AM on Saturdays; she starts at 5:30 instead.
    const saturday = dayOfHours(page, 'Saturday');
    await expect(saturday.getByLabel('First start')).toHaveValue('06:00');
    await saturday.getByLabel('First start').fill('05:30');

    // A last start before the first is refused under the field, in the domain's words.
    const tuesday = dayOfHours(page, 'Tuesday');
    await tuesday.getByLabel('Last start').fill('08:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(tuesday).toContainText('The last start must not be before the first start.');
    await expect(tuesday.getByLabel('Last start')).toBeFocused();
    await tuesday.getByLabel('Last start').fill('16:00');
    await expect(tuesday).not.toContainText('The last start must not be before the first start.');

    // A day off hides its times; turned back on, they are as they were.
    const wednesday = dayOfHours(page, 'Wednesday');
    await wednesday.getByRole('switch', { name: 'Day off' }).check();
    await expect(wednesday.getByLabel('First start')).toHaveCount(0);
    await expect(wednesday).toContainText('No clients this day');
    await wednesday.getByRole('switch', { name: 'Day off' }).uncheck();
    await expect(wednesday.getByLabel('First start')).toHaveValue('09:00');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/stylist/working-time/hours') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save hours' }).click();
    const body = (await saved).request().postDataJSON() as { days: unknown[]; stylistId?: string };
    expect(body.stylistId).toBeUndefined();
    expect(body.days[6]).toEqual({ firstStart: '05:30', lastStart: '16:00' });
    expect(body.days[3]).toEqual({ firstStart: '09:00', lastStart: '16:00' });
    await expect(toast(page, 'Hours Saved')).toContainText('Your hours have been saved.');
    // The week view follows: this Saturday's hours start at 5:30 AM.
    const week = page.getByRole('table', { name: /^Week of/ });
    await expect(week.locator('tbody tr').last()).toContainText('Starts 5:30 AM – 4:00 PM');
    await page.reload();
    await expect(dayOfHours(page, 'Saturday').getByLabel('First start')).toHaveValue('05:30');
    await expectNoSeriousViolations(page, 'Schedule tab after saving hours');

    // Time off, part of a day, far ahead where she has nothing booked.
    const note = `Dentist ${unique()}`;
    const day = businessDate(200 + Math.floor(Math.random() * 100));
    const panel = timeOffPanel(page);
    await panel.getByRole('radio', { name: 'Part of a day' }).check();
    await panel.getByLabel('Day', { exact: true }).fill(day);
    await panel.getByLabel('From', { exact: true }).fill('13:00');
    await panel.getByLabel('Until', { exact: true }).fill('12:00');
    await panel.getByLabel('Note').fill(note);
    await panel.getByRole('button', { name: 'Add time off' }).click();
    await expect(panel).toContainText('Time off must end after it starts.');
    await panel.getByLabel('Until', { exact: true }).fill('15:00');
    await panel.getByRole('button', { name: 'Add time off' }).click();
    await expect(toast(page, 'Time Off Added')).toContainText('Your time off has been added.');
    const entry = panel.getByRole('listitem').filter({ hasText: note });
    await expect(entry).toContainText('1:00 PM – 3:00 PM');

    // Not over an appointment of hers: the server's answer is said where she is looking.
    const own = await upcomingBookingOf(page.request, '/api/stylist/bookings', me.stylistId);
    expect(own, 'the demo stylist has an upcoming appointment').not.toBeNull();
    await panel.getByRole('radio', { name: 'Whole days' }).check();
    await panel.getByLabel('First day').fill(pacific(own!.assignment.heldFrom).date);
    await panel.getByRole('button', { name: 'Add time off' }).click();
    await expect(panel.getByRole('alert')).toContainText(OVERLAP);
    await expectNoSeriousViolations(page, 'Time off refused over an appointment');
    // Changing the form clears the answer.
    await panel.getByLabel('First day').fill(businessDate(300));
    await expect(panel.getByRole('alert')).toHaveCount(0);

    // Removed again.
    await entry.getByRole('button', { name: /^Remove/ }).click();
    await expect(toast(page, 'Time Off Removed')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Coming up' })).toBeFocused();

    // Her Saturdays back as the demo has them.
    await dayOfHours(page, 'Saturday').getByLabel('First start').fill('06:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(toast(page, 'Hours Saved')).toBeVisible();
  });
});
