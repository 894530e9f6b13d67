import { expectNoSeriousViolations } from './support/a11y';
import { uniqueEmail } from './support/accounts';
import { confirmEmailFromInbox, linkIn, waitForEmail, waitForTemplateEmail } from './support/emails';
import { ADMIN_EMAIL, heading, STYLIST_EMAIL } from './support/screens';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Issue 12, point 3, 'Details lost on the way': the name, email and phone typed on the landing
 * form fill 'Create your account' and reach /book and the booking the staff see; a client a
 * stylist booked in sets her password from the emailed invitation and finds her booking.
 */

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

/** A date `days` ahead in the business's time zone (YYYY-MM-DD). */
function businessDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** Sign a request context in through the sign-in form's endpoint (as the browser posts it). */
async function signInRequest(request: APIRequestContext, origin: string, email: string) {
  const res = await request.post('/api/login', {
    headers: { Origin: origin },
    form: { email, password: PASSWORD, redirect: '/' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

/** The first time a few weeks ahead the signed-in stylist can take herself (Good makeup, Puyallup). */
async function openSlotOf(request: APIRequestContext): Promise<{ date: string; time: string }> {
  const { id } = (await (await request.get('/api/auth/user')).json()) as { id: string };
  const start = 30 + Math.floor(Math.random() * 200);
  const response = await request.get(
    `/api/availability?from=${businessDate(start)}&to=${businessDate(start + 14)}&timeMode=start&serviceArea=puyallup&makeupService=good&partySize=1&stylistId=${id}`,
  );
  expect(response.ok()).toBe(true);
  const { days } = (await response.json()) as {
    days: Array<{ date: string; times: Array<{ time: string }> }>;
  };
  const day = days.find((d) => d.times.length > 0);
  expect(day, 'an open day for the stylist').toBeTruthy();
  return { date: day!.date, time: day!.times[0]!.time };
}

async function fillLandingForm(page: Page, contact: { name: string; email: string; phone: string }) {
  await page.goto('/');
  const form = page.locator('#book');
  await page.getByRole('button', { name: 'Select Better', exact: true }).click();
  await form.getByLabel('Event Area', { exact: true }).selectOption('puyallup');
  await form
    .getByLabel('Event Date', { exact: true })
    .fill(businessDate(30 + Math.floor(Math.random() * 250)));
  const firstTime = form
    .getByLabel('Preferred Time', { exact: true })
    .locator('option[value]:not([value=""])')
    .first();
  await expect(firstTime).toBeAttached();
  await form
    .getByLabel('Preferred Time', { exact: true })
    .selectOption((await firstTime.getAttribute('value'))!);
  await form.getByLabel('Name', { exact: true }).fill(contact.name);
  await form.getByLabel('Email', { exact: true }).fill(contact.email);
  await form.getByLabel('Phone', { exact: true }).fill(contact.phone);
}

test.describe('Details kept on the way', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a new bride's landing details fill 'Create your account', /book and the booking the staff see", async ({
    page,
    browser,
  }) => {
    test.slow();
    const contact = { name: 'Juniper Okafor', email: uniqueEmail('juniper'), phone: '(253) 555-0148' };
    await fillLandingForm(page, contact);
    await page.locator('#book').getByRole('button', { name: 'Continue to Booking' }).click();

    // 'Create your account', not 'Welcome back', with her details; the address carries none of them.
    await page.waitForURL((url) => url.pathname === '/api/login');
    await expect(heading(page, 'Create your account')).toBeVisible();
    for (const detail of [contact.email, '555-0148', 'Juniper', encodeURIComponent(contact.email)]) {
      expect(page.url()).not.toContain(detail);
    }
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Juniper');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Okafor');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(contact.email);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(contact.phone);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page, 'create account from the landing form');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    // /book shows the contact the booking goes out with (once she has confirmed her email).
    await page.waitForURL((url) => url.pathname === '/book');
    await confirmEmailFromInbox(page, contact.email);
    await page.reload();
    const details = page.getByRole('region', { name: 'Your Contact Details' });
    await expect(details).toContainText('Juniper Okafor');
    await expect(details).toContainText(contact.email);
    await expect(details).toContainText(contact.phone);
    const form = page.getByRole('form', { name: 'Book Your Service' });
    const times = form.getByRole('group', { name: 'Appointment Time' });
    // The first time the team can staff, once they are offered.
    await times.getByRole('radio').first().check();
    await form.getByRole('radio', { name: 'Venmo' }).check();
    await form.getByLabel('Payment Handle', { exact: true }).fill('@juniper');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    expect((await created).status()).toBe(201);
    const { booking } = (await (await created).json()) as { booking: { id: string } };

    // The staff see her landing phone on the booking.
    const staff = await browser.newContext();
    try {
      await signInRequest(staff.request, new URL(page.url()).origin, ADMIN_EMAIL);
      const all = (await (await staff.request.get('/api/admin/bookings')).json()) as Array<{
        id: string;
        clientPhone: string | null;
        clientName: string;
      }>;
      expect(all.find((b) => b.id === booking.id)).toMatchObject({
        clientPhone: contact.phone,
        clientName: 'Juniper Okafor',
      });
    } finally {
      await staff.close();
    }
  });

  test('she signs up from the landing form, confirms on her phone and goes on there to the booking she began', async ({
    page,
    browser,
  }) => {
    test.slow();
    const contact = { name: 'Odette Lane', email: uniqueEmail('odette'), phone: '(253) 555-0171' };
    await fillLandingForm(page, contact);
    const landing = page.locator('#book');
    const date = await landing.getByLabel('Event Date', { exact: true }).inputValue();
    const time = await landing.getByLabel('Preferred Time', { exact: true }).inputValue();
    await landing.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect(heading(page, 'Create your account')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/book');
    await page.close();

    // On her phone: the emailed link, then on to her booking (signing in there first).
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    try {
      const mail = await waitForEmail(contact.email, /^Confirm your email$/);
      await phone.goto(linkIn(mail.parts.map((part) => part.body).join('\n'), '/api/login/verify?token='));
      await phone.getByRole('button', { name: 'Confirm my email' }).click();
      await expect(phone.getByRole('status')).toContainText('Thank you, your email is confirmed.');
      await phone.getByRole('link', { name: 'Continue to your booking' }).click();
      await expect(heading(phone, 'Welcome back')).toBeVisible();
      await phone.getByLabel('Email', { exact: true }).fill(contact.email);
      await phone.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
      await phone.getByRole('button', { name: 'Sign in' }).click();

      await phone.waitForURL((url) => url.pathname === '/book');
      const form = phone.getByRole('form', { name: 'Book Your Service' });
      await expect(
        form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Better' }),
      ).toBeChecked();
      await expect(form.getByLabel('Event Area', { exact: true })).toHaveValue('puyallup');
      await expect(form.getByLabel('Event Date', { exact: true })).toHaveValue(date);
      await expect(
        form.getByRole('group', { name: 'Appointment Time' }).locator(`input[value="${time}"]`),
      ).toBeChecked();
      await expect(phone.getByRole('heading', { name: 'Confirm your email' })).toHaveCount(0);
    } finally {
      await phone.context().close();
    }
  });

  test('a client a stylist booked in sets her password from the emailed invitation and sees her booking', async ({
    page,
    browser,
  }) => {
    test.slow();
    const clientEmail = uniqueEmail('marisol');
    await page.goto('/api/login');
    const origin = new URL(page.url()).origin;

    // The stylist books her in ('Create New Appointment'): her account is made without a password.
    const stylist = await browser.newContext();
    let bookingId: string;
    try {
      await signInRequest(stylist.request, origin, STYLIST_EMAIL);
      const slot = await openSlotOf(stylist.request);
      const res = await stylist.request.post('/api/stylist/appointments', {
        headers: { Origin: origin },
        data: {
          clientName: 'Marisol Vega',
          clientEmail,
          clientPhone: '253-555-0166',
          eventDate: slot.date,
          eventTime: slot.time,
          serviceArea: 'puyallup',
          eventType: 'engagement',
          makeupService: 'good',
          paymentMethod: 'venmo',
          paymentHandle: '@marisol',
        },
      });
      expect(res.status()).toBe(201);
      bookingId = ((await res.json()) as { booking: { id: string } }).booking.id;
    } finally {
      await stylist.close();
    }
    await waitForTemplateEmail('account-invitation', clientEmail);

    // Registering with her email is no dead end: the page sends her to her inbox, which has a new link.
    await page.goto('/api/login?view=register');
    await page.getByLabel('First name', { exact: true }).fill('Marisol');
    await page.getByLabel('Email', { exact: true }).fill(clientEmail);
    await page.getByLabel('Password', { exact: true }).fill('marisol-chose-this');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(`We have sent an email to ${clientEmail}`);
    await expect(page.getByText('An account with this email already exists.')).toHaveCount(0);
    const invitation = await waitForTemplateEmail('account-invitation', clientEmail, 2);
    expect(invitation).toContain('Set your password');

    // The emailed link: set her password, then sign in and find the booking.
    await page.goto(linkIn(invitation, '/api/login/reset?token='));
    await expect(heading(page, 'Set your password')).toBeVisible();
    await expectNoSeriousViolations(page, 'set your password (invitation)');
    await page.getByLabel('Password', { exact: true }).fill('marisol-own-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is set');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(clientEmail);
    await page.getByLabel('Password', { exact: true }).fill('marisol-own-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/bookings');
    await expect(page.locator(`a[href="/bookings/${bookingId}"]`).first()).toBeVisible();
  });
});
