import { CONSULTATION_MINUTES } from '@beauty/domain/consultations';
import { zonedInstant } from '@beauty/domain/zoned-time';
import ICAL from 'ical.js';
import { expectNoSeriousViolations } from './support/a11y';
import { signUpAndOpen } from './support/accounts';
import { bookThroughApi, freeDateAt } from './support/booking';
import { calendarOf, waitForEmail } from './support/emails';
import { ADMIN_EMAIL, STYLIST_EMAIL, signIn } from './support/screens';
import { expect, type Page, test } from './support/test';

/**
 * Issue 12, point 2: the free consultation added at booking is scheduled by the staff, the
 * customer gets an email with a calendar file and sees the time on her dashboard, and she can
 * ask to move it.
 */

/** A date `days` ahead in the business's time zone (YYYY-MM-DD). */
function businessDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** '2031-06-14' -> 'Saturday, June 14, 2031', as the pages write a date. */
const dateWords = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}

/** How far the Free Consultations section, or anything in it, reaches past the viewport's right edge (px). */
const consultationsOverflow = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('.staff-consults');
    if (!section) return Number.POSITIVE_INFINITY;
    const right = Math.max(
      section.getBoundingClientRect().right,
      ...Array.from(section.querySelectorAll('*'), (element) => element.getBoundingClientRect().right),
    );
    return right - document.documentElement.clientWidth;
  });

test.describe('Free consultation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('booked with the free consultation, scheduled by a stylist, emailed with an .ics, shown on the dashboard, and moved on request', async ({
    page,
    browser,
  }) => {
    test.slow();
    const firstName = `Consult${Math.floor(Math.random() * 1e6)}`;
    const customerName = `${firstName} Lindqvist`;

    // A new customer books with the free consultation.
    await signUpAndOpen(page, '/', firstName);
    const booked = await bookThroughApi(
      page,
      await freeDateAt(page, '11:00', { pick: () => businessDate(40 + Math.floor(Math.random() * 200)) }),
      '11:00',
      { eventType: 'wedding', includeConsultation: true },
    );
    const customerEmail = ((await (await page.request.get('/api/auth/user')).json()) as { email: string })
      .email;
    await page.reload();
    const consultations = page.getByRole('region', { name: 'Consultations' });
    await expect(consultations.getByText('To be scheduled')).toBeVisible();

    // A stylist sees it on her dashboard and schedules it.
    const stylistContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const stylist = await stylistContext.newPage();
    await signIn(stylist, STYLIST_EMAIL, '/stylist');
    const card = stylist.locator('.staff-consult').filter({ hasText: customerName });
    await expect(card).toBeVisible();
    await expect(card.getByText('To be scheduled').first()).toBeVisible();
    await expect(card.getByText(customerEmail)).toBeVisible();
    await expect(card.getByRole('link', { name: /Wedding,/ })).toBeVisible();
    await card.getByRole('button', { name: /^Schedule/ }).click();
    const dialog = stylist.getByRole('dialog', { name: 'Schedule Consultation' });
    await expect(dialog).toBeVisible();
    // Nothing chosen: the domain's messages, under the fields.
    await dialog.getByRole('button', { name: 'Schedule and Email Client' }).click();
    await expect(dialog.getByText('Please choose a date for the consultation.')).toBeVisible();
    await expectNoSeriousViolations(stylist, "'Schedule Consultation' with its errors");
    const date = businessDate(5);
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Time').fill('10:30');
    await dialog.getByLabel(/How you will meet/).fill('Video call, we will email the link');
    await dialog.getByRole('button', { name: 'Schedule and Email Client' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.locator('.badge')).toHaveText(/Scheduled/);
    await expect(card.getByText(`${dateWords(date)} at 10:30 AM (Pacific Time)`)).toBeVisible();

    // The customer's email carries the calendar file.
    const email = await waitForEmail(customerEmail, /^Your consultation: /);
    const ics = calendarOf(email);
    expect(ics).not.toBeNull();
    const event = parseCalendar(ics!);
    expect(event.method).toBe('REQUEST');
    expect(event.sequence).toBe(0);
    expect(event.start.toISOString()).toBe(zonedInstant(date, '10:30').toISOString());
    expect(event.end.getTime() - event.start.getTime()).toBe(CONSULTATION_MINUTES * 60_000);

    // Her booking's page shows it too.
    await page.goto(`/bookings/${booked.booking.id}`);
    const bookingCard = page.locator('.booking-consultation');
    await expect(bookingCard.getByText(`${dateWords(date)} at 10:30 AM (Pacific Time)`)).toBeVisible();
    await expect(bookingCard.getByText('Video call, we will email the link')).toBeVisible();

    // Her dashboard shows the date and time; she asks to move it.
    await page.goto('/');
    await expect(consultations.getByText(`${dateWords(date)} at 10:30 AM (Pacific Time)`)).toBeVisible();
    await consultations.getByRole('button', { name: 'Ask to move' }).click();
    const move = page.getByRole('dialog', { name: 'Ask to Move Your Consultation' });
    await move.getByRole('button', { name: 'Send Request' }).click();
    await expect(move.getByText('Please tell us which days and times suit you.')).toBeVisible();
    await expectNoSeriousViolations(page, "'Ask to Move Your Consultation' with its error");
    await move.getByLabel('Days and times that suit you').fill('Weekday mornings before 11');
    await move.getByRole('button', { name: 'Send Request' }).click();
    await expect(move).toBeHidden();
    await expect(consultations.getByText(/Move requested/)).toBeVisible();
    const staffEmail = await waitForEmail(
      'staff@',
      new RegExp(`^Consultation move requested: ${customerName}$`),
    );
    expect(staffEmail.replyTo).toContain(customerEmail);

    // An admin sees 'Move requested' in the Management Panel (at 360 px) and moves it.
    const adminContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN_EMAIL, '/');
    const adminCard = admin.locator('.staff-consult').filter({ hasText: customerName });
    await expect(adminCard.getByText('Move requested').first()).toBeVisible();
    await expect(adminCard.getByText('Weekday mornings before 11')).toBeVisible();
    // The section fits a 360 px phone (the panel's tabs are another matter, issue 12 point 8).
    expect(await consultationsOverflow(admin)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(admin, 'Management Panel with a move request (360 px)');
    await adminCard.getByRole('button', { name: /^Move/ }).click();
    const moveDialog = admin.getByRole('dialog', { name: 'Move Consultation' });
    const newDate = businessDate(6);
    await moveDialog.getByLabel('Date').fill(newDate);
    await moveDialog.getByLabel('Time').fill('09:00');
    await moveDialog.getByRole('button', { name: 'Move and Email Client' }).click();
    await expect(moveDialog).toBeHidden();
    const moved = parseCalendar(
      calendarOf(await waitForEmail(customerEmail, /^Your consultation has moved/))!,
    );
    expect(moved.uid).toBe(event.uid);
    expect(moved.sequence).toBe(1);

    await page.reload();
    await expect(consultations.getByText(`${dateWords(newDate)} at 9:00 AM`)).toBeVisible();
    await expect(consultations.getByRole('button', { name: 'Ask to move' })).toBeVisible();
    await stylistContext.close();
    await adminContext.close();
  });
});
