import { expectNoSeriousViolations, signInAsAdmin, signUp, toast, visitorPage } from './support/admin';
import { ADMIN_EMAIL } from './support/screens';
import { expect, test } from './support/test';

/** Spec 001 'Admin Settings', as the demo admin: role changes, the user picker, and the access check of /admin. */

test.describe('Admin Settings', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a role is changed from User Management and shows in Recent Users', async ({ page, browser }) => {
    const newcomer = await visitorPage(browser);
    const email = await signUp(newcomer, 'Nneka');
    await newcomer.context().close();

    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const account = page.getByRole('region', { name: 'Account Information' });
    await expect(account).toContainText('Avery Morgan');
    await expect(account).toContainText(ADMIN_EMAIL);
    await expect(account).toContainText('Admin');

    const recent = page.getByRole('region', { name: 'Recent Users' });
    const newcomerRow = recent.getByRole('listitem').filter({ hasText: email });
    await expect(newcomerRow).toContainText('Customer');
    expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(5);

    const update = page.getByRole('button', { name: 'Update User Role' });
    await expect(update).toBeDisabled();
    const userSelect = page.getByLabel('User', { exact: true });
    // Found by typing part of her name: the User list holds the matches, not every account.
    await page.getByLabel('Find a user').pressSequentially('nneka oka');
    await userSelect.selectOption({ label: `Nneka Okafor · ${email} · Customer` });
    await expect(update).toBeDisabled();
    await page.getByLabel('New role', { exact: true }).selectOption({ label: 'Stylist' });
    await expect(update).toBeEnabled();
    await update.click();

    await expect(toast(page, 'Role Updated')).toContainText('User role has been updated successfully');
    await expect(userSelect).toHaveValue('');
    await expect(page.getByLabel('New role', { exact: true })).toHaveValue('');
    await expect(update).toBeDisabled();
    await expect(newcomerRow).toContainText('Stylist');
    await expectNoSeriousViolations(page);
  });

  test("the server's refusal to demote the last admin is shown in its own words", async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    const update = page.getByRole('button', { name: 'Update User Role' });
    const userSelect = page.getByLabel('User', { exact: true });
    await page.route('**/api/admin/users/*/role', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'The last admin cannot be demoted. Make another user an admin first.' },
      }),
    );
    await page.getByLabel('Find a user').fill('Avery Morgan');
    await userSelect.selectOption({ label: `Avery Morgan · ${ADMIN_EMAIL} · Admin` });
    await page.getByLabel('New role', { exact: true }).selectOption({ label: 'Customer' });
    await update.click();
    await expect(toast(page, 'Update Failed')).toContainText('The last admin cannot be demoted.');
  });

  test('the user picker searches on the server: part of an email, No users found, keyboard at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/users') searches.push(url.search);
    });
    await signInAsAdmin(page, '/admin');
    const card = page.getByRole('region', { name: 'User Management' });
    const find = card.getByLabel('Find a user');
    const status = card.getByRole('status');
    const userSelect = card.getByLabel('User', { exact: true });

    // Recent Users asks for 5; the picker for the 20 newest until something is typed.
    await expect(status).toContainText(/users? found|newest users/);
    expect(searches).toEqual(expect.arrayContaining(['?limit=5', '?limit=20']));

    await find.fill('no-such-person-qqq');
    await expect(status).toHaveText('No users found');
    await expect(userSelect.locator('option')).toHaveCount(1);

    // Part of the email, any case; then the keyboard alone picks her and a role.
    await find.fill(ADMIN_EMAIL.split('@')[0]!.toUpperCase());
    await expect(userSelect.locator('option', { hasText: ADMIN_EMAIL })).toHaveCount(1);
    expect(searches.at(-1)).toBe(`?limit=20&q=${ADMIN_EMAIL.split('@')[0]!.toUpperCase()}`);
    await find.focus();
    await page.keyboard.press('Tab');
    await expect(userSelect).toBeFocused();
    await userSelect.selectOption({ label: `Avery Morgan · ${ADMIN_EMAIL} · Admin` });
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('New role', { exact: true })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Update User Role' })).toBeDisabled();
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
  });

  test('someone who is not an admin sees Access Denied on /admin and their own dashboard on /', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/')) calls.push(request.url());
    });
    await signUp(page, 'Tamsin', '/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Tamsin!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Management Panel' })).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
