import { signUpAndOpen, uniqueEmail } from './support/accounts';
import {
  bookThroughApi,
  expectNoA11yViolations,
  fillBookForm,
  offeredAt,
  toastWith,
  weeksAhead,
} from './support/booking';
import { confirmEmailFromInbox } from './support/emails';
import { expectSignInAfterSessionEnded } from './support/session-ended';
import { expect, test } from './support/test';

/** Issue 4 / spec 001: from the landing page to a booking, its checks, and the times offered. */

test.describe('Booking', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new customer goes from the landing page to a booking and watches its confirmation go out', async ({
    page,
  }) => {
    test.slow();
    const landingDate = weeksAhead();

    // The landing page: a bridal package and the booking form.
    await page.goto('/');
    const party = page.locator('#bridal article').filter({ hasText: 'Full Bridal Party' });
    await party.getByRole('button', { name: 'Select Package' }).click();
    const landingForm = page.locator('#book');
    await expect(landingForm.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-plus-party');
    await landingForm.getByLabel('Event Area', { exact: true }).selectOption('tacoma');
    await landingForm.getByLabel('Event Date', { exact: true }).fill(landingDate);
    // Only times the team can staff are offered: take the first.
    const firstTime = landingForm
      .getByLabel('Preferred Time', { exact: true })
      .locator('option[value]:not([value=""])')
      .first();
    await expect(firstTime).toBeAttached();
    await landingForm
      .getByLabel('Preferred Time', { exact: true })
      .selectOption((await firstTime.getAttribute('value'))!);
    await landingForm.getByLabel('Event Type (optional)', { exact: true }).selectOption('wedding');
    await landingForm.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
    const email = uniqueEmail('avery');
    await landingForm.getByLabel('Email', { exact: true }).fill(email);
    await landingForm.getByLabel('Phone', { exact: true }).fill('(253) 555-0199');
    await landingForm.getByLabel('Special Notes (optional)', { exact: true }).fill('Ceremony at 4 pm');
    await landingForm.getByRole('button', { name: 'Continue to Booking' }).click();

    // Sign-in opens 'Create your account' with her landing details filled in: only a password to choose.
    await page.waitForURL((url) => url.pathname === '/api/login');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Avery');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    // /book, with the landing selections carried through.
    await page.waitForURL((url) => url.pathname === '/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Service' })).toBeVisible();
    // Her new account books once she confirms her email: a calm note says so; the emailed link does it.
    await expect(page.getByRole('region', { name: 'Confirm your email' })).toContainText(email);
    await confirmEmailFromInbox(page, email);
    // Back on this tab (the confirmation tab is closed), the note goes without a reload.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('region', { name: 'Confirm your email' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Book Your Service' });
    await expect(form.getByRole('radio', { name: 'Full Bridal Party' })).toBeChecked();
    await expect(
      form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'None' }),
    ).toBeChecked();
    await expect(form.getByLabel('Event Type (optional)', { exact: true })).toHaveValue('wedding');
    await expect(form.getByLabel('Event Date', { exact: true })).toHaveValue(landingDate);
    await expect(form.getByLabel('Event Area', { exact: true })).toHaveValue('tacoma');
    await expect(form.getByLabel('Special Notes (optional)', { exact: true })).toHaveValue(
      'Ceremony at 4 pm',
    );
    await expect(form.getByText('$1,200+').first()).toBeVisible();

    // Four bridesmaids, then another date a few weeks ahead: the times the team can staff for
    // this party in Tacoma are asked for, and only those are offered.
    await form.getByLabel('Number of Bridesmaids', { exact: true }).selectOption('4');
    let eventDate = weeksAhead();
    while (eventDate === landingDate) eventDate = weeksAhead();
    const availability = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/availability' &&
        url.searchParams.get('date') === eventDate &&
        url.searchParams.get('bridesmaidCount') === '4' &&
        response.ok()
      );
    });
    await form.getByLabel('Event Date', { exact: true }).fill(eventDate);
    const answer = (await (await availability).json()) as {
      days: Array<{ date: string; times: Array<{ time: string; stylists: number }> }>;
    };
    const offered = answer.days[0]!.times;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((time) => time.stylists === 2)).toBe(true);
    const times = form.getByRole('group', { name: 'Appointment Time' });
    await expect(times.getByRole('radio')).toHaveCount(offered.length);
    const openSlot = offered.find((slot) => slot.time >= '13:00') ?? offered[0]!;
    await times.locator(`input[value="${openSlot.time}"]`).check();

    await form.getByLabel('Event Location (optional)', { exact: true }).fill('Point Defiance Lodge, Tacoma');
    await form.getByRole('radio', { name: 'Venmo' }).check();
    const handle = form.getByLabel('Payment Handle', { exact: true });
    await expect(handle).toHaveAttribute('placeholder', '@name');
    await handle.fill('@avery-lindqvist');
    // The package, and the travel fee to Tacoma ($30): 50% of $1,230.
    await expect(form.getByText(/Deposit \(50%\): \$615\+, due within 72 hours of booking/)).toBeVisible();
    await expect(form.getByText("We'll email you a confirmation", { exact: false })).toBeVisible();

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect(response.request().postDataJSON()).toMatchObject({
      bridalPackage: 'bride-plus-party',
      bridesmaidCount: 4,
      eventDate,
      eventTime: openSlot.time,
      timeMode: 'start',
      serviceArea: 'tacoma',
      eventType: 'wedding',
      paymentMethod: 'venmo',
      paymentHandle: '@avery-lindqvist',
      location: 'Point Defiance Lodge, Tacoma',
    });
    const { booking, message } = (await response.json()) as { booking: { id: string }; message: string };

    await expect(toastWith(page, 'Booking Submitted!')).toContainText(message);
    // The form starts over, and the new booking is one click away.
    await expect(form.getByRole('radio', { name: 'Full Bridal Party' })).not.toBeChecked();
    await expect(form.getByLabel('Event Date', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole('link', { name: 'View Booking' })).toHaveAttribute(
      'href',
      `/bookings/${booking.id}`,
    );

    // The dashboard lists it under Recent Bookings.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Avery!' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Bookings' });
    const item = recent.getByRole('link', { name: /Wedding/ });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Pending');
    await item.click();

    // Its detail page: the booking, its price and a timeline that reaches the confirmation email.
    await page.waitForURL(`**/bookings/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding' })).toBeVisible();
    await expect(page.getByText('Point Defiance Lodge, Tacoma')).toBeVisible();
    await expect(page.getByText('@avery-lindqvist').first()).toBeVisible();
    const price = page.getByRole('table', { name: 'Price breakdown' });
    await expect(price.getByRole('row', { name: /Full Bridal Party/ })).toContainText('$1,200+');
    await expect(price.getByRole('row', { name: /Travel to Tacoma/ })).toContainText('$30');
    await expect(price.getByRole('row', { name: /Deposit/ })).toContainText('$615');
    await expect(price.getByRole('row', { name: /Balance due on the day/ })).toContainText('$615');
    await expect(page.getByText('until 48 hours before your appointment')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Booking status' });
    await expect(timeline).toContainText('Request received');
    await expect(timeline).toContainText('Confirmation email sent', { timeout: 60_000 });
    // Each step's day and time in Pacific time, named, as every other time on the page.
    await expect(timeline.locator('time').first()).toHaveText(
      /^\w{3}, \w+ \d{1,2} at \d{1,2}:\d{2} [AP]M P[SD]T$/,
    );
    await expectNoA11yViolations(page);
  });

  test('the checks run in order with the spec’s words, and nothing is sent until they pass', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/bookings')) posts.push(request.url());
    });
    await signUpAndOpen(page, '/book', 'Jordan');
    const form = page.getByRole('form', { name: 'Book Your Service' });
    const submit = form.getByRole('button', { name: 'Book Appointment' });

    await submit.click();
    await expect(toastWith(page, 'Missing Information')).toContainText(
      'Please select both date and time for your appointment.',
    );
    await expect(form.getByLabel('Event Date', { exact: true })).toBeFocused();

    // Times are offered once the services, the area and the date are known.
    const times = form.getByRole('group', { name: 'Appointment Time' });
    await form.getByLabel('Event Date', { exact: true }).fill(weeksAhead());
    await expect(times).toContainText('Choose your services to see the times we can staff.');
    await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }).check();
    await expect(times).toContainText('Choose where your event is to see the times we can staff.');
    await form.getByLabel('Event Area', { exact: true }).selectOption('puyallup');
    await times.getByRole('radio').first().check();
    await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'None' }).check();
    await submit.click();
    await expect(toastWith(page, 'No Services Selected')).toContainText(
      'Please select at least one service or bridal package.',
    );

    await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }).check();
    await expect(form.getByText('$50+').first()).toBeVisible();
    await form.getByLabel('Event Area', { exact: true }).selectOption('');
    await submit.click();
    await expect(toastWith(page, 'Missing Information')).toContainText(
      'Please choose where your event is, so we can plan the travel.',
    );
    await expect(form.getByLabel('Event Area', { exact: true })).toBeFocused();
    await form.getByLabel('Event Area', { exact: true }).selectOption('puyallup');
    await submit.click();
    await expect(toastWith(page, 'Payment Method Required')).toContainText('Please select a payment method.');

    await form.getByRole('radio', { name: 'Cash App' }).check();
    await expect(form.getByLabel('Payment Handle', { exact: true })).toHaveAttribute('placeholder', '$name');
    await submit.click();
    await expect(toastWith(page, 'Payment Handle Required')).toContainText(
      'Please provide your payment handle.',
    );
    await expect(form.getByLabel('Payment Handle', { exact: true })).toBeFocused();
    expect(posts).toEqual([]);

    // The free consultation is on offer to a new customer.
    await expect(form.getByLabel('Add my free consultation')).toBeVisible();
    await expect(form.getByText('One free consultation per customer, valid for 90 days')).toBeVisible();

    // A bridal package clears the makeup tier; a tier clears the package.
    await form.getByRole('radio', { name: 'Bride Only Package' }).check();
    await expect(
      form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'None' }),
    ).toBeChecked();
    await form.getByRole('group', { name: 'Hair' }).getByRole('radio', { name: 'Full Updo' }).check();
    await expect(form.getByRole('radio', { name: 'Bride Only Package' })).not.toBeChecked();

    await expectNoA11yViolations(page);
  });

  test("a session that has ended shows 'Unauthorized' and goes to sign in, back to /book", async ({
    page,
  }) => {
    await signUpAndOpen(page, '/book', 'Devon');
    const form = await fillBookForm(page, { method: 'Cash App', handle: '$devon' });
    await expectSignInAfterSessionEnded(
      page,
      () => form.getByRole('button', { name: 'Book Appointment' }).click(),
      '/book',
    );
  });

  test('a time nobody is free for is not offered, and a pre-filled one is let go with a note', async ({
    page,
  }) => {
    await signUpAndOpen(page, '/', 'Sasha');
    const eventDate = weeksAhead();
    const nineOffered = () => offeredAt(page, eventDate, '09:00');
    // Every stylist of the team takes a 9:00 appointment, one after another, until none is free then.
    for (let booked = 0; await nineOffered(); booked++) {
      expect(booked).toBeLessThan(3);
      await bookThroughApi(page, eventDate, '09:00');
    }

    const draft = {
      bridalPackage: 'bride-only',
      eventDate,
      eventTime: '09:00',
      serviceArea: 'puyallup',
      addOns: [],
    };
    await page.goto(`/book?data=${encodeURIComponent(JSON.stringify(draft))}`);
    const times = page.getByRole('group', { name: 'Appointment Time' });
    await expect(times).toContainText(
      '9:00 AM is no longer available on this date. Please choose another time.',
    );
    await expect(times.getByRole('radio', { name: '9:00 AM' })).toHaveCount(0);
    await expect(times.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(times.getByRole('radio').first()).toBeEnabled();
  });
});
