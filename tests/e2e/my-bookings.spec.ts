import { signUpAndOpen } from './support/accounts';
import {
  bookThroughApi,
  clockLabel,
  expectNoA11yViolations,
  freeDateAt,
  toastWith,
  weeksAhead,
} from './support/booking';
import { expect, test } from './support/test';

/** Issue 4 / spec 001: My Bookings, a booking's detail page, rescheduling and cancelling. */

test.describe('Booking', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every booking is reachable from My Bookings: upcoming first, then past, cancelled apart', async ({
    page,
  }) => {
    await signUpAndOpen(page, '/', 'Quinn');
    // Four requests on four dates (her pending cap is three, so one is cancelled to make room).
    const distinct = new Set<string>();
    while (distinct.size < 4) distinct.add(await freeDateAt(page, '11:00', { avoid: distinct }));
    const dates = [...distinct].sort();
    const made: string[] = [];
    for (const [i, date] of dates.entries()) {
      if (i === 3) {
        const cancelled = await page.request.post(`/api/bookings/${made[0]}/cancel`, {
          headers: { Origin: new URL(page.url()).origin },
        });
        expect(cancelled.status()).toBe(200);
      }
      made.push((await bookThroughApi(page, date, '11:00')).booking.id);
    }
    await page.reload();

    // The Upcoming card counts the three still ahead (pending) and leads to all of them.
    const upcomingCard = page.getByRole('link', { name: 'Upcoming', exact: true });
    await expect(page.locator('.summary-card--link').filter({ has: upcomingCard })).toContainText(
      '3 pending',
    );
    await upcomingCard.click();
    await page.waitForURL((url) => url.pathname === '/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

    const upcoming = page.getByRole('region', { name: 'Upcoming (3)' });
    await expect(upcoming.getByRole('link')).toHaveCount(3);
    const cancelled = page.getByRole('region', { name: 'Cancelled (1)' });
    await expect(cancelled.getByRole('link')).toHaveCount(1);
    await expect(cancelled.getByRole('link')).toHaveAttribute('href', `/bookings/${made[0]}`);
    // The fourth booking (the dashboard shows three) opens its page.
    const fourth = upcoming.getByRole('link').nth(2);
    await expect(fourth).toHaveAttribute('href', `/bookings/${made[3]}`);
    await fourth.click();
    await page.waitForURL(`**/bookings/${made[3]}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a new customer sees the empty dashboard with its invitations', async ({ page }) => {
    await signUpAndOpen(page, '/', 'Riley');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Riley!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quick Book', exact: true })).toHaveAttribute(
      'href',
      '/book',
    );
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Your First Service' })).toHaveAttribute(
      'href',
      '/book',
    );
    await expect(page.getByText('No consultations scheduled')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute(
      'href',
      '/book',
    );
    await expectNoA11yViolations(page);
  });

  test('a booking is rescheduled and then cancelled from its detail page', async ({ page }) => {
    test.slow();
    await signUpAndOpen(page, '/', 'Casey');
    const firstDate = await freeDateAt(page, '11:00');
    const { booking } = await bookThroughApi(page, firstDate);
    await page.goto(`/bookings/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Booking' })).toBeVisible();

    // Who comes when: one demo stylist, by first name, with her styling times; the travel line;
    // the deposit still due and until when the date is held for it.
    await expect(page.getByRole('heading', { name: 'Who Comes When' })).toBeVisible();
    const stylists = page.getByRole('list', { name: 'Your stylists' });
    await expect(stylists.getByRole('listitem')).toHaveCount(1);
    await expect(stylists.getByText(/^(Sofia|Maya)$/)).toBeVisible();
    await expect(stylists).toContainText('Your stylist');
    await expect(stylists).toContainText('Styling 11:00 AM – 11:45 AM');
    const price = page.getByRole('table', { name: 'Price breakdown' });
    await expect(price.getByRole('row', { name: /Travel to Puyallup/ })).toContainText('No charge');
    await expect(page.getByRole('heading', { name: 'Deposit due: $15' })).toBeVisible();
    await expect(page.getByText('Your date is held until')).toContainText('please send the deposit by then.');

    // Reschedule to another date: only the times this booking can be staffed at are offered.
    let newDate = weeksAhead();
    while (newDate === firstDate) newDate = weeksAhead();
    const reschedule = page.getByRole('form', { name: 'Reschedule' });
    const asked = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/availability' &&
        url.searchParams.get('date') === newDate &&
        url.searchParams.get('booking') === booking.id &&
        response.ok()
      );
    });
    await reschedule.getByLabel('New Date', { exact: true }).fill(newDate);
    const answer = (await (await asked).json()) as {
      days: Array<{ date: string; times: Array<{ time: string }> }>;
    };
    const offered = answer.days.find((day) => day.date === newDate)?.times.map((t) => t.time) ?? [];
    expect(offered.length).toBeGreaterThan(0);
    const times = reschedule.getByRole('group', { name: 'New Time' });
    await expect(times.getByRole('radio')).toHaveCount(offered.length);
    // 11:00 is within the demo stylists' starts on any day (09:00-16:00 on weekdays, from 06:00
    // at weekends); another test may have taken both stylists then.
    const newTime = offered.includes('11:00') ? '11:00' : offered[0]!;
    await times.locator(`input[value="${newTime}"]`).check();
    await reschedule.getByRole('button', { name: 'Reschedule Booking' }).click();
    await expect(toastWith(page, 'Booking Rescheduled')).toBeVisible();
    const [year, month, day] = newDate.split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year!, month! - 1, day!)));
    await expect(page.locator('.booking-detail__when')).toContainText(longDate);
    await expect(page.locator('.booking-detail__when')).toContainText(clockLabel(newTime));
    const timeline = page.getByRole('region', { name: 'Booking status' });
    await expect(timeline).toContainText('Booking rescheduled', { timeout: 60_000 });

    // Cancel, after confirming in the dialog (which opens on the safe choice).
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep Booking' })).toBeFocused();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(toastWith(page, 'Booking Cancelled')).toContainText('Your booking has been cancelled.');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.booking-detail__title-row')).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Reschedule' })).toHaveCount(0);
    // Nobody comes and nothing is due: no plan, no deposit or balance, no deposit awaited.
    await expect(page.getByRole('heading', { name: 'Who Comes When' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText('Total');
    await expect(page.getByRole('table', { name: 'Price breakdown' })).not.toContainText('Balance due');
    await expect(page.getByText('Deposit not yet received')).toHaveCount(0);
    await expect(timeline).toContainText('Booking cancelled', { timeout: 60_000 });

    // Someone else's booking, or no booking at all, is simply not found.
    await page.goto('/bookings/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible();
  });
});
