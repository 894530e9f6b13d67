import { expectNoSeriousViolations } from './support/a11y';
import { signUpAndOpen } from './support/accounts';
import { freeDateAt } from './support/booking';
import { randomDateOn } from './support/dates';
import { waitForEmail } from './support/emails';
import { expectTabbingClearsBar, PHONE } from './support/layout';
import { ADMIN_EMAIL, heading, signIn } from './support/screens';
import { expect, test } from './support/test';

// One admin edit, then what follows from it, in order: the footer and /privacy, then a booking.
test.describe('Business Settings', () => {
  test.describe.configure({ mode: 'serial' });
  const handle = `@Studio${Date.now().toString(36)}`;
  const privacy = `We keep your details only to plan your day (${handle}).\n\nWe never sell them.`;

  test('an admin changes the Venmo handle and the privacy text, and sees the change recorded', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ADMIN_EMAIL, '/admin');
    await page
      .getByRole('navigation', { name: 'Admin tools' })
      .getByRole('link', { name: 'Business Settings' })
      .click();
    await expect(heading(page, 'Business Settings')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/business$/);
    await expect(page.getByLabel('Venmo username')).not.toHaveValue('');
    await expectNoSeriousViolations(page, 'Business Settings (admin)');

    // A bad handle is refused under its field, and nothing is saved.
    await page.getByLabel('Venmo username').fill('no-at-sign');
    await page.getByRole('button', { name: 'Save Business Settings' }).click();
    await expect(page.getByText(/A Venmo username starts with @/)).toBeVisible();
    await expect(page.getByLabel('Venmo username')).toBeFocused();
    await expectNoSeriousViolations(page, 'Business Settings with an error');

    await page.getByLabel('Venmo username').fill(handle);
    await page.getByLabel('Privacy Policy').fill(privacy);
    await page.getByRole('button', { name: 'Save Business Settings' }).click();
    await expect(page.getByText('Business Settings saved')).toBeVisible();
    const history = page.getByRole('region', { name: 'Recent changes' });
    await expect(history.getByText(`→ ${handle}`)).toBeVisible();
    await expect(history.getByText('Avery Morgan').first()).toBeVisible();
  });

  test('a visitor: the footer links the privacy page, shows no empty social link and no Terms link', async ({
    page: visitor,
  }) => {
    await visitor.goto('/contact');
    const footer = visitor.locator('footer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveCount(0);
    await expect(footer.getByRole('button', { name: /Privacy|Terms/ })).toHaveCount(0);
    await expect(
      footer.getByRole('link', { name: /on (Instagram|Facebook|TikTok|Pinterest|YouTube)$/ }),
    ).toHaveCount(0);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(heading(visitor, 'Privacy Policy')).toBeVisible();
    await expect(visitor.getByText('We never sell them.')).toBeVisible();
    await expectNoSeriousViolations(visitor, 'Privacy Policy (visitor)');
    await visitor.goto('/terms');
    await expect(visitor.getByText('No terms of service yet')).toBeVisible();
    await expectNoSeriousViolations(visitor, 'Terms of Service without text (visitor)');
  });

  test('a bride paying by Venmo sees the new handle on /book, in her confirmation email and on her booking', async ({
    page: bride,
  }) => {
    test.slow();
    await signUpAndOpen(bride, '/book', 'Rosalind');
    // /book says where the deposit goes for the method chosen, and (once a service is chosen,
    // so there is an amount) the deposit's share and terms.
    await bride.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Better' }).check();
    await bride.getByRole('radio', { name: /Venmo/ }).check();
    await expect(bride.getByText(`with Venmo to ${handle}`)).toBeVisible();
    await expect(bride.getByText(/Balance: .*due on the day of your appointment/)).toBeVisible();
    const me = await (await bride.request.get('/api/auth/user')).json();
    const eventDate = await freeDateAt(bride, '10:00', {
      service: 'makeupService=better',
      pick: () => randomDateOn([6]),
    });
    const created = await bride.request.post('/api/bookings', {
      headers: { Origin: new URL(bride.url()).origin },
      data: {
        makeupService: 'better',
        eventDate,
        eventTime: '10:00',
        serviceArea: 'puyallup',
        paymentMethod: 'venmo',
        paymentHandle: '@rosalind',
      },
    });
    expect(created.status()).toBe(201);
    const confirmation = await waitForEmail(me.email, /^Booking confirmation/);
    expect(confirmation.parts.map((part) => part.body).join('\n')).toContain(`with Venmo to ${handle}`);
    // Her booking's page says the same: the handle, the deposit's share and due date, the balance's day.
    const { booking } = await created.json();
    await bride.goto(`/bookings/${booking.id}`);
    await expect(bride.getByText('Your booking is pending: our team will confirm it shortly.')).toBeVisible();
    const pay = bride.getByRole('region', { name: 'Where and when to pay' });
    await expect(pay).toContainText(`please send the $30 deposit with Venmo to ${handle}`);
    await expect(pay).toContainText('Deposit (30%): $30, due by');
    await expect(pay).toContainText('The balance of $70 is due on the day of your appointment');
    // Each fact once: the hold's due time and the balance are not stated a second time.
    await expect(pay).not.toContainText('We hold your date until');
    await expect(pay).not.toContainText('Balance: $70');
    await expectNoSeriousViolations(bride, 'Booking page with where and when to pay (customer)');
  });

  test('on a phone, a field reached by Tab is never under the sticky save bar', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, ADMIN_EMAIL, '/admin/business');
    const form = page.getByRole('form', { name: 'Business Settings' });
    await expect(form.getByLabel('Venmo username')).not.toHaveValue('');
    await form.getByLabel('Business name').focus();
    await expectTabbingClearsBar(form, page.locator('.business-actions'), 30);
  });

  test('a customer is refused Business Settings', async ({ page }) => {
    await signUpAndOpen(page, '/admin/business', 'Imogen');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Business Settings refused (customer)');
  });
});
