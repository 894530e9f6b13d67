import AxeBuilder from '@axe-core/playwright';
import { unique } from './accounts';
import { drawnPng } from './images';
import { ADMIN_EMAIL, DEMO_PASSWORD } from './screens';
import { type Browser, expect, type Locator, type Page, waitForHydration } from './test';

/** The admin specs' tools: the demo admin's sign-in, a new customer, a visitor, the panel's parts. */

export async function signInAsAdmin(page: Page, redirect = '/') {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === new URL(redirect, 'http://x').pathname);
}

export async function signUp(page: Page, firstName: string, redirect = '/') {
  const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Okafor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
  return email;
}

/** A visitor's page in a fresh context (no admin cookie), closed by the caller. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitForHydration(await context.newPage());
}

export const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
export const item = (page: Page, heading: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** A real PNG for the gallery. */
export const pngImage = (page: Page) => drawnPng(page, 240, 180, ['#f6e6e1', '#8c5a6b']);

export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}
