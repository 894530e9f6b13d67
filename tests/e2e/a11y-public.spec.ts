import { expectNoSeriousViolations } from './support/a11y';
import { linkIn, waitForEmail } from './support/emails';
import { CUSTOMER_EMAIL, heading, holdToast } from './support/screens';
import { expect, type Page, test } from './support/test';

/**
 * Accessibility (axe, WCAG A/AA, no serious or critical violation) of what a visitor sees: the
 * public pages, their forms with errors, the server's sign-in pages and the error screen.
 * a11y-coverage.spec.ts fails when a route or a sign-in view has no scan.
 */

test.describe.configure({ mode: 'parallel' });
// Dialogs, sheets and toasts fade in; without motion they are scanned in their final colours.
test.use({ reducedMotion: 'reduce' });

async function scanPage(page: Page, path: string, title: string | RegExp, screen: string) {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
  await expectNoSeriousViolations(page, screen);
}

test.describe('Signed out', () => {
  test('the landing page, the gallery and the contact page', async ({ page }) => {
    await scanPage(page, '/', 'Professional Bridal Hair & Makeup', 'landing page');
    await page.goto('/gallery');
    await expect(heading(page, 'Professional Hair & Makeup Gallery')).toBeVisible();
    await expect(page.locator('.gallery-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery');
    await scanPage(page, '/contact', 'Get in Touch', 'contact page');
  });

  test('the stylist application, the review page and the not-found screen', async ({ page }) => {
    await scanPage(page, '/stylist-application', /Join Our/, 'stylist application page');
    await scanPage(page, '/submit-testimonial', 'Share Your Experience', 'review page');
    await scanPage(page, '/no-such-page', '404 Page Not Found', 'not-found screen');
  });

  test('the landing page forms with their errors and a toast', async ({ page }) => {
    await page.goto('/');
    await page.locator('#book').getByRole('button', { name: 'Continue to Booking' }).click();
    await holdToast(page, 'Missing Information');
    await page.locator('#consultation').getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.locator('#consultation').getByText('Name must be at least 2 characters')).toBeVisible();
    await expectNoSeriousViolations(page, 'landing page booking and questionnaire errors, with a toast');
  });

  for (const [path, button, screen] of [
    ['/contact', 'Send Message', 'contact form errors'],
    ['/stylist-application', 'Submit Application', 'stylist application errors'],
    ['/submit-testimonial', 'Submit Review', 'review form errors'],
  ] as const) {
    test(`${screen} after an empty submit`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: button }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, screen);
    });
  }

  test('sign in and create an account, with their errors', async ({ page }) => {
    await page.goto('/api/login');
    await expect(heading(page, 'Welcome back')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign in');

    await page.getByLabel('Email', { exact: true }).fill(CUSTOMER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign in with wrong credentials');

    await page.goto('/api/login?view=register');
    await expect(heading(page, 'Create your account')).toBeVisible();
    await expectNoSeriousViolations(page, 'create account');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'create account with field errors');
  });

  test('forgot password, the link sent, an expired link and choosing a new password', async ({ page }) => {
    await page.goto('/api/login?view=forgot');
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot password');

    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expectNoSeriousViolations(page, 'reset link sent');

    const expired = await page.goto('/api/login/reset?token=not-a-real-token');
    expect(expired?.status()).toBe(410);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'reset link invalid or expired');

    // The new-password form needs a live emailed token; a refused submission renders the same
    // form (with its field error) without one.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/login/reset';
      for (const [name, value] of [
        ['token', 'not-a-real-token'],
        ['password', 'short'],
      ] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'choose a new password');
  });

  test('confirm your email: the emailed link, its button and a dead link', async ({ page }) => {
    const dead = await page.goto('/api/login/verify?token=not-a-real-token');
    expect(dead?.status()).toBe(410);
    await expect(heading(page, 'Confirm your email')).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'confirm email, link invalid or expired');

    // A new account's own link: the page with its button, then the confirmation.
    const email = `a11y.confirm.${Date.now()}@example.com`;
    await page.goto('/api/login?view=register');
    await page.getByLabel('First name', { exact: true }).fill('Ines');
    await page.getByLabel('Last name', { exact: true }).fill('Moreau');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const mail = await waitForEmail(email, /^Confirm your email$/);
    await page.goto(linkIn(mail.parts.map((part) => part.body).join('\n'), '/api/login/verify?token='));
    await expect(page.getByRole('button', { name: 'Confirm my email' })).toBeVisible();
    await expectNoSeriousViolations(page, 'confirm email');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, your email is confirmed.');
    await expectNoSeriousViolations(page, 'email confirmed');
    // axe cannot measure text on a gradient: the button's words are white on its dark plum.
    await expect(page.getByRole('link', { name: /^Continue to/ })).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('the error screen shown when a page cannot load', async ({ page }) => {
    await page.route(/\/assets\/contact-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await expect(heading(page, 'Something went wrong')).toBeVisible();
    await expectNoSeriousViolations(page, 'route error screen');
  });
});

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing page and the navigation menu', async ({ page }) => {
    await scanPage(page, '/', 'Professional Bridal Hair & Makeup', 'landing page at 390 px');

    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu (signed out)');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
