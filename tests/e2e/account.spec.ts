import AxeBuilder from '@axe-core/playwright';
import { linkIn, waitForEmail } from './support/emails';
import { expectSignInAfterSessionEnded } from './support/session-ended';
import { expect, type Page, test } from './support/test';

/** Spec 001: Account Settings, the profile card (read-only, edit, save, cancel) and the account details. */

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUpAndOpenAccount(page: Page) {
  const email = uniqueEmail('quinn');
  await page.goto('/api/login?redirect=/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name', { exact: true }).fill('Quinn');
  await page.getByLabel('Last name', { exact: true }).fill('Harper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  return email;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('Account Settings', () => {
  test('the profile is read-only until Edit Profile, saves, and Cancel restores the stored values', async ({
    page,
  }) => {
    const email = await signUpAndOpenAccount(page);

    await expect(field(page, 'First Name')).toHaveValue('Quinn');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel');
    await expect(field(page, 'Phone')).toHaveAttribute('placeholder', '(555) 123-4567');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      await expect(field(page, label)).not.toBeEditable();
    }
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    const details = page
      .getByRole('region', { name: 'Account Details' })
      .or(page.locator('.account-details'));
    await expect(details).toContainText('Customer');
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/Los_Angeles',
    }).format(new Date());
    await expect(details).toContainText(today);

    // Edit and save.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(field(page, 'First Name')).toBeEditable();
    await expect(field(page, 'First Name')).toBeFocused();
    await field(page, 'First Name').fill('Quincy');
    await field(page, 'Phone').fill('(253) 555-0142');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/profile') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toContainText(
      'Your profile has been updated successfully.',
    );
    await expect(field(page, 'First Name')).not.toBeEditable();
    await expect(field(page, 'First Name')).toHaveValue('Quincy');
    await expect(field(page, 'Phone')).toHaveValue('(253) 555-0142');
    // The signed-in user is refreshed: the menu greets the new name.
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Quincy');

    // Edit, then Cancel: the stored values come back.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'First Name').fill('Somebody Else');
    await field(page, 'Last Name').fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field(page, 'First Name')).toHaveValue('Quincy');
    await expect(field(page, 'Last Name')).toHaveValue('Harper');
    await expect(field(page, 'First Name')).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

    // After a reload the saved values are still there.
    await page.reload();
    await expect(field(page, 'First Name')).toHaveValue('Quincy');
  });

  test('an invalid email is explained under the field, and a taken one shows the server message', async ({
    page,
  }) => {
    await signUpAndOpenAccount(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();

    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(field(page, 'Email')).toBeFocused();

    await field(page, 'Email').fill(process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@demo.bridalbeauty.test');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/profile'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(409);
    await expect(page.getByText('An account with this email already exists.').first()).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toBeEditable();

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test('a new email changes once the link sent to it is opened; the old address is told', async ({
    page,
  }) => {
    const email = await signUpAndOpenAccount(page);
    const fresh = uniqueEmail('quinn.new');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Email').fill(fresh);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toContainText(
      `We've sent a link to ${fresh}.`,
    );
    // Until the link is opened the email stays as it was, and the page says what it waits for.
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(page.getByText(`Waiting for you to confirm ${fresh}`)).toBeVisible();

    const mail = await waitForEmail(fresh, /^Confirm your new email$/);
    await page.goto(linkIn(mail.parts.map((part) => part.body).join('\n'), '/api/login/verify?token='));
    await expect(page.getByText(`Confirm ${fresh} as the new email address of your account.`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('status')).toContainText(`Your email is now ${fresh}.`);
    await waitForEmail(email, /^Your email was changed$/);

    await page.goto('/account');
    await expect(field(page, 'Email')).toHaveValue(fresh);
    await expect(page.getByText('Waiting for you to confirm')).toHaveCount(0);
  });

  test('she changes her password with her current one; her other devices are signed out', async ({
    page,
    browser,
  }) => {
    const email = await signUpAndOpenAccount(page);
    // The same account on her phone.
    const phone = await (await browser.newContext()).newPage();
    await phone.goto('/api/login?redirect=/account');
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await phone.getByRole('button', { name: /sign in/i }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

    const password = page.getByRole('form', { name: 'Password' });
    await expect(field(page, 'Current Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(page, 'New Password')).toHaveAttribute('autocomplete', 'new-password');
    // A wrong current password: the message under its field, which takes the focus.
    await field(page, 'Current Password').fill('not-my-password');
    await field(page, 'New Password').fill('a-brand-new-password');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(field(page, 'Current Password')).toHaveAccessibleDescription(
      /That is not your current password/,
    );
    await expect(field(page, 'Current Password')).toBeFocused();

    await field(page, 'Current Password').fill('a-long-password-2026');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password Changed' })).toBeVisible();
    await expect(field(page, 'Current Password')).toHaveValue('');
    await expect(field(page, 'New Password')).toHaveValue('');

    // This device stays signed in; the phone is signed out, and signs in with the new password only.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
    await phone.goto('/api/login?redirect=/account');
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await phone.getByRole('button', { name: /sign in/i }).click();
    await expect(phone.getByText('Incorrect email or password.')).toBeVisible();
    await phone.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
    await phone.getByRole('button', { name: /sign in/i }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await phone.context().close();
  });

  test('a session that has ended shows Unauthorized and goes to sign in', async ({ page }) => {
    await signUpAndOpenAccount(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectSignInAfterSessionEnded(
      page,
      () => page.getByRole('button', { name: 'Save Changes' }).click(),
      '/account',
    );
  });
});
