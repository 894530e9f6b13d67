import { type Browser, expect, type Page } from '@playwright/test';
import { confirmEmailFromInbox } from './emails';

/** A short tag no other run shares: for names, emails and notes a test must find again. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** On the sign-in page: follow 'Create an account' and register a brand-new customer; her email. */
export async function createAccountOnSignInPage(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Lindqvist');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  return email;
}

/**
 * A new customer, signed in, her email confirmed from the emailed link (she may book), on `path`
 * (opened after the confirmation, so the page knows it).
 */
export async function signUpAndOpen(page: Page, path: string, firstName = 'Morgan') {
  await page.goto(`/api/login?redirect=${encodeURIComponent(path)}`);
  const email = await createAccountOnSignInPage(page, firstName);
  await page.waitForURL((url) => url.pathname === path);
  await confirmEmailFromInbox(page, email);
  await page.reload();
  return email;
}

/** A new customer in a browser of her own (not the test's page), signed in on '/', her email confirmed. */
export async function confirmedCustomer(browser: Browser, firstName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/api/login?redirect=/');
  const email = await createAccountOnSignInPage(page, firstName);
  await page.waitForURL((url) => url.pathname === '/');
  await confirmEmailFromInbox(page, email);
  return page;
}
