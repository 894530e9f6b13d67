import { expect, type Page } from '@playwright/test';
import { recordStatusMessages } from './status-log';

/**
 * Does `act` with the session gone, and checks what the app does about it: an 'Unauthorized'
 * toast saying so, then the trip to sign-in with a way back to `returnTo`.
 *
 * The app leaves for sign-in 500 ms after the toast shows, and the page goes with it; on a busy
 * machine that can come before a check of the toast. So every status message shown is recorded
 * as it appears (see status-log.ts), and the trip to sign-in is answered 204 (a browser stays on the page), so the
 * check reads what the visitor saw whatever the timing.
 */
export async function expectSignInAfterSessionEnded(
  page: Page,
  act: () => Promise<void>,
  returnTo: string,
): Promise<void> {
  const statusMessages = await recordStatusMessages(page);
  await page.context().clearCookies();
  await page.route(
    (url) => url.pathname === '/api/login',
    (route) => route.fulfill({ status: 204 }),
  );
  const toSignIn = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/api/login',
  );
  await act();
  expect(new URL((await toSignIn).url()).searchParams.get('redirect')).toBe(returnTo);
  await expect
    .poll(statusMessages)
    .toContainEqual(expect.stringMatching(/Unauthorized.*You are logged out\. Logging in again\.\.\./s));
}
