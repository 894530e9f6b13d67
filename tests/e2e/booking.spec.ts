import AxeBuilder from '@axe-core/playwright';
import { expectSignInAfterSessionEnded } from './support/session-ended';
import { expect, type Page, test } from './support/test';

/** Issue 4 / spec 001: from the landing page to a booking, its detail page and its timeline. */

/** A date `days` ahead in the business's time zone (YYYY-MM-DD), as the date inputs want it. */
function businessDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** A date a few weeks ahead that other runs are unlikely to have filled. */
const weeksAhead = () => businessDate(21 + Math.floor(Math.random() * 60));

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** No detectable WCAG A/AA violations (axe), as on the public pages. */
async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

/** On the sign-in page: follow 'Create an account' and register a brand-new customer. */
async function createAccountOnSignInPage(page: Page, firstName: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Lindqvist');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new customer, signed in, on `path`. */
async function signUpAndOpen(page: Page, path: string, firstName = 'Morgan') {
  await page.goto(`/api/login?redirect=${encodeURIComponent(path)}`);
  await createAccountOnSignInPage(page, firstName);
  await page.waitForURL((url) => url.pathname === path);
}

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Book the simplest appointment through the API (with our Origin, as the browser sends it). */
async function bookThroughApi(page: Page, eventDate: string, eventTime = '11:00') {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/bookings', {
    headers: { Origin: origin },
    data: { makeupService: 'good', eventDate, eventTime, paymentMethod: 'cashapp', paymentHandle: '$morgan' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { booking: { id: string } };
}

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
    await landingForm.getByLabel('Event Date', { exact: true }).fill(landingDate);
    await landingForm.getByLabel('Preferred Time', { exact: true }).selectOption('10:00');
    await landingForm.getByLabel('Event Type (optional)', { exact: true }).selectOption('wedding');
    await landingForm.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
    await landingForm.getByLabel('Email', { exact: true }).fill(uniqueEmail('avery'));
    await landingForm.getByLabel('Phone', { exact: true }).fill('(253) 555-0199');
    await landingForm.getByLabel('Special Notes (optional)', { exact: true }).fill('Ceremony at 4 pm');
    await landingForm.getByRole('button', { name: 'Continue to Booking' }).click();

    // Sign-in, where a new customer creates an account.
    await page.waitForURL((url) => url.pathname === '/api/login');
    await createAccountOnSignInPage(page, 'Avery');

    // /book, with the landing selections carried through.
    await page.waitForURL((url) => url.pathname === '/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Service' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Book Your Service' });
    await expect(form.getByRole('radio', { name: 'Full Bridal Party' })).toBeChecked();
    await expect(
      form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'None' }),
    ).toBeChecked();
    await expect(form.getByLabel('Event Type (optional)', { exact: true })).toHaveValue('wedding');
    await expect(form.getByLabel('Event Date', { exact: true })).toHaveValue(landingDate);
    await expect(form.getByLabel('Special Notes (optional)', { exact: true })).toHaveValue(
      'Ceremony at 4 pm',
    );
    await expect(form.getByText('$1,200+').first()).toBeVisible();

    // Another date a few weeks ahead: its slots are asked for, and an open one is chosen.
    let eventDate = weeksAhead();
    while (eventDate === landingDate) eventDate = weeksAhead();
    const availability = page.waitForResponse(
      (response) => response.url().includes(`/api/availability?date=${eventDate}`) && response.ok(),
    );
    await form.getByLabel('Event Date', { exact: true }).fill(eventDate);
    const slots = (await (await availability).json()) as { slots: Array<{ time: string; open: boolean }> };
    expect(slots.slots).toHaveLength(8);
    const times = form.getByRole('group', { name: 'Appointment Time' });
    await expect(times.getByRole('radio')).toHaveCount(8);
    const openSlot =
      slots.slots.find((slot) => slot.open && slot.time >= '13:00') ?? slots.slots.find((s) => s.open);
    expect(openSlot).toBeTruthy();
    const slotRadio = times.locator(`input[value="${openSlot!.time}"]`);
    await expect(slotRadio).toBeEnabled();
    await slotRadio.check();

    await form.getByLabel('Event Location (optional)', { exact: true }).fill('Point Defiance Lodge, Tacoma');
    await form.getByLabel('Number of Bridesmaids', { exact: true }).selectOption('4');
    await form.getByRole('radio', { name: 'Venmo' }).check();
    const handle = form.getByLabel('Payment Handle', { exact: true });
    await expect(handle).toHaveAttribute('placeholder', '@name');
    await handle.fill('@avery-lindqvist');
    await expect(form.getByText(/50% deposit \(from \$600\)/)).toBeVisible();
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
      eventTime: openSlot!.time,
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
    await expect(page.getByText('@avery-lindqvist')).toBeVisible();
    const price = page.getByRole('table', { name: 'Price breakdown' });
    await expect(price.getByRole('row', { name: /Full Bridal Party/ })).toContainText('$1,200+');
    await expect(price.getByRole('row', { name: /Deposit/ })).toContainText('$600');
    await expect(price.getByRole('row', { name: /Balance due on the day/ })).toContainText('$600');
    await expect(page.getByText('until 48 hours before your appointment')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Booking status' });
    await expect(timeline).toContainText('Request received');
    await expect(timeline).toContainText('Confirmation email sent', { timeout: 60_000 });
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

    await form.getByLabel('Event Date', { exact: true }).fill(weeksAhead());
    await form
      .getByRole('group', { name: 'Appointment Time' })
      .locator('input:not(:disabled)')
      .first()
      .check();
    await submit.click();
    await expect(toastWith(page, 'No Services Selected')).toContainText(
      'Please select at least one service or bridal package.',
    );

    await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }).check();
    await expect(form.getByText('$50+').first()).toBeVisible();
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
    const form = page.getByRole('form', { name: 'Book Your Service' });
    await form.getByLabel('Event Date', { exact: true }).fill(weeksAhead());
    await form
      .getByRole('group', { name: 'Appointment Time' })
      .locator('input:not(:disabled)')
      .first()
      .check();
    await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }).check();
    await form.getByRole('radio', { name: 'Cash App' }).check();
    await form.getByLabel('Payment Handle', { exact: true }).fill('$devon');
    await expectSignInAfterSessionEnded(
      page,
      () => form.getByRole('button', { name: 'Book Appointment' }).click(),
      '/book',
    );
  });

  test('a full slot cannot be chosen, and a pre-filled full slot is let go with a note', async ({ page }) => {
    await signUpAndOpen(page, '/', 'Sasha');
    const eventDate = weeksAhead();
    const answer = await page.request.get(`/api/availability?date=${eventDate}`);
    const { capacity, slots } = (await answer.json()) as {
      capacity: number;
      slots: Array<{ time: string; remaining: number }>;
    };
    const nine = slots.find((slot) => slot.time === '09:00')!;
    for (let i = 0; i < nine.remaining; i++) await bookThroughApi(page, eventDate, '09:00');
    expect(capacity).toBeGreaterThan(0);

    const draft = { bridalPackage: 'bride-only', eventDate, eventTime: '09:00', addOns: [] };
    await page.goto(`/book?data=${encodeURIComponent(JSON.stringify(draft))}`);
    const times = page.getByRole('group', { name: 'Appointment Time' });
    const full = times.getByRole('radio', { name: '9:00 AM' });
    await expect(full).toBeDisabled();
    await expect(full).not.toBeChecked();
    await expect(full).toHaveAccessibleDescription('Full');
    await expect(times.getByRole('radio', { name: '10:00 AM' })).toBeEnabled();
    await expect(times).toContainText(
      '9:00 AM is no longer available on this date. Please choose another time.',
    );
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
    const firstDate = weeksAhead();
    const { booking } = await bookThroughApi(page, firstDate);
    await page.goto(`/bookings/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Booking' })).toBeVisible();

    // Reschedule to another date and an open time.
    let newDate = weeksAhead();
    while (newDate === firstDate) newDate = weeksAhead();
    const reschedule = page.getByRole('form', { name: 'Reschedule' });
    await reschedule.getByLabel('New Date', { exact: true }).fill(newDate);
    const open = reschedule.getByRole('group', { name: 'New Time' }).locator('input:not(:disabled)').first();
    await expect(open).toBeEnabled();
    await open.check();
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
    await expect(timeline).toContainText('Booking cancelled', { timeout: 60_000 });

    // Someone else's booking, or no booking at all, is simply not found.
    await page.goto('/bookings/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible();
  });
});
