import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** On the sign-in page: follow 'Create an account' and register a brand-new customer. */
export async function createAccountOnSignInPage(page: Page, firstName: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Lindqvist');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new customer, signed in, on `path`. */
export async function signUpAndOpen(page: Page, path: string, firstName = 'Morgan') {
  await page.goto(`/api/login?redirect=${encodeURIComponent(path)}`);
  await createAccountOnSignInPage(page, firstName);
  await page.waitForURL((url) => url.pathname === path);
}
