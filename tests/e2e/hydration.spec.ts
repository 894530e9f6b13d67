import { CUSTOMER_EMAIL, signIn } from './support/screens';
import { expect, type Page, PRERENDERED_PATHS, test } from './support/test';

/**
 * Issue 15: every public page comes rendered by the server and is hydrated by the browser
 * without a mismatch, for visitors and signed-in customers alike: the console stays free of
 * React errors (a mismatch is React error #418/#425 in production, 'Hydration failed' in words).
 */

/** Console errors and uncaught errors that say React could not hydrate (or failed at all). */
function watchReactErrors(page: Page): string[] {
  const errors: string[] = [];
  const isReact = (text: string) => /Minified React error|Hydration|hydrat/i.test(text);
  page.on('console', (message) => {
    if (message.type() === 'error' && isReact(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (isReact(error.message)) errors.push(error.message);
  });
  return errors;
}

async function expectCleanHydration(page: Page, pathname: string) {
  const errors = watchReactErrors(page);
  const response = await page.goto(pathname);
  expect(response?.status()).toBe(200);
  // Served rendered: its content is in the document before any script ran.
  expect(await response?.text()).toMatch(/<div id="root"><[a-z]/);
  // goto waited for <html data-hydrated>; let the sign-in check and the reads it starts settle.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  expect([pathname, errors]).toEqual([pathname, []]);
}

test.describe('Prerendered public pages hydrate cleanly', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('for a visitor', async ({ page }) => {
    for (const pathname of PRERENDERED_PATHS) await expectCleanHydration(page, pathname);
  });

  test('for a signed-in customer', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/contact');
    for (const pathname of PRERENDERED_PATHS) await expectCleanHydration(page, pathname);
  });

  test('on a phone, for a visitor', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const pathname of PRERENDERED_PATHS) await expectCleanHydration(page, pathname);
  });
});
