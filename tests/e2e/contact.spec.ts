import AxeBuilder from '@axe-core/playwright';
import { CUSTOMER_EMAIL, signIn } from './support/screens';
import { expect, type Page, test } from './support/test';

/** Spec 001: the public contact page, its browser-side validation and its success view. */

async function fillContactForm(page: Page, message: string) {
  await page.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
  await page.getByLabel('Email', { exact: true }).fill(`avery.${Date.now()}@example.com`);
  await page.getByLabel('Subject', { exact: true }).fill('June wedding in Tacoma');
  await page.getByLabel('Message', { exact: true }).fill(message);
}

test.describe('Contact page', () => {
  test('a signed-in customer finds her name and email filled in', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/contact');
    const me = await (await page.request.get('/api/auth/user')).json();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(me.email);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${me.firstName} ${me.lastName}`);
  });

  test('a visitor sends a message and sees the confirmation', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();

    await fillContactForm(
      page,
      'Hello! We are getting married on June 14 in Tacoma and would love hair and makeup for four of us.',
    );
    await page.getByLabel('Phone').fill('(253) 555-0199');
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText('within 24 hours').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('a message that is too short is explained under the field and nothing is sent', async ({ page }) => {
    const contactPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact'))
        contactPosts.push(request.url());
    });
    await page.goto('/contact');

    await fillContactForm(page, 'Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const message = page.getByLabel('Message', { exact: true });
    await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/Message must be at least 10 characters long/);
    await expect(message).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
    expect(contactPosts).toEqual([]);
  });

  test('an empty submit names every required field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  });

  test('while it sends, Send Message reads Sending..., ignores another Enter and keeps the focus for a retry', async ({
    page,
  }) => {
    // The first answer is held, then fails; the retry goes through.
    const posts: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      posts.push(route.request().method());
      if (posts.length > 1) return route.continue();
      await held;
      return route.fulfill({ status: 503, json: { message: 'Service Unavailable' } });
    });
    await page.goto('/contact');
    await fillContactForm(
      page,
      'Hello! We would love bridal hair and makeup for a September wedding in Olympia.',
    );

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.focus();
    await page.keyboard.press('Enter');
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeFocused();
    await expect(sending).toBeDisabled();
    // Enter on the busy button, and Enter in a field (the form's implicit submission), send nothing more.
    await page.keyboard.press('Enter');
    await page.getByLabel('Subject', { exact: true }).press('Enter');
    await sending.focus();
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Failed to Send Message' })).toBeVisible();
    await expect(send).toBeFocused();
    expect(posts).toEqual(['POST']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(posts).toEqual(['POST', 'POST']);
  });

  test('has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});
